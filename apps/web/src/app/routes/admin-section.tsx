import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormPage } from '@/components/admin/admin-page-header';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin/<section>: its list, the section's name in the tab's title. */
export function sectionListRoute(title: ParseKeys, List: ComponentType) {
  return function SectionListRoute() {
    const { t } = useTranslation();
    usePageTitle(t(title));
    return <List />;
  };
}

/** /admin/<section>/new: the empty form under its title. */
export function sectionNewRoute(title: ParseKeys, Form: ComponentType) {
  return function SectionNewRoute() {
    const { t } = useTranslation();
    return (
      <AdminFormPage title={t(title)}>
        <Form />
      </AdminFormPage>
    );
  };
}
