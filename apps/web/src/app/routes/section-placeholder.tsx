import { useTranslation } from 'react-i18next';
import { SectionInProgress } from '@/components/section-in-progress';
import { paths } from '@/config/paths';
import type { Translation } from '@/lib/i18n/locales/ru';
import { usePageTitle } from '@/hooks/use-page-title';

export type SectionTitleKey = keyof Translation['sections']['titles'];
export type SectionDescriptionKey = keyof Translation['sections']['descriptions'];

/** A page another issue builds: its real title and 'Раздел в разработке'. */
export function SectionPlaceholder({
  title,
  description,
}: {
  title: SectionTitleKey;
  description: SectionDescriptionKey;
}) {
  const { t } = useTranslation();
  const heading = t(`sections.titles.${title}`);
  usePageTitle(heading);
  return (
    <SectionInProgress
      title={heading}
      description={t(`sections.descriptions.${description}`)}
      backTo={paths.home}
    />
  );
}
