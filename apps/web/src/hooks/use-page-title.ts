import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to «{title} — VESTA» while the page is shown. */
export function usePageTitle(title: string | null) {
  const { t } = useTranslation();
  const appName = t('common.appName');
  useEffect(() => {
    document.title = title ? `${title} — ${appName}` : appName;
  }, [title, appName]);
}
