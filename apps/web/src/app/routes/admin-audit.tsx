import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { AuditLog } from '@/features/admin-audit/components/audit-log';
import { usePageTitle } from '@/hooks/use-page-title';
import { Stack } from '@mantine/core';

/** /admin/audit. */
export function AdminAuditRoute() {
  const { t } = useTranslation();
  usePageTitle(t('adminAudit.title'));
  return (
    <Stack gap="md">
      <AdminPageHeader title={t('adminAudit.title')} />
      <AuditLog />
    </Stack>
  );
}
