import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { notifyError } from '@/lib/notify';
import { useSystemAnalytics } from '../api/get-system-analytics';
import { dashboardFailure } from '../dashboard-error';

/**
 * The dashboard's figures, why they are missing (no access, a server error, nothing came back:
 * the last two also said in a toast), and a refresh of every figure on the page.
 */
export function useSystemDashboard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const analytics = useSystemAnalytics();
  const data = analytics.data;
  // No error and no figures either (nothing came back): the «no data» state.
  const failure = analytics.isError
    ? dashboardFailure(analytics.error)
    : analytics.isSuccess && !data
      ? 'noData'
      : null;

  useEffect(() => {
    if (failure === 'serverError' || failure === 'noData') {
      notifyError(t('adminSystem.loadFailed'), { id: 'system-analytics-failed' });
    }
  }, [failure, t]);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.analytics.system });
    void client.invalidateQueries({ queryKey: queryKeys.system.all });
  };

  return { analytics, data, failure, refresh };
}
