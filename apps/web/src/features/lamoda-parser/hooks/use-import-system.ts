import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useCatalogStats } from '../api/get-catalog-stats';
import type { SystemState } from '../components/system-badge';

/**
 * The catalogue's figures (following them while `running`) and the import system's state they
 * tell: ready once they answer, unavailable when they fail (said in a toast too), checking until
 * then.
 */
export function useImportSystem(running: boolean) {
  const { t } = useTranslation();
  const stats = useCatalogStats(running);
  const system: SystemState = stats.isSuccess
    ? 'ready'
    : stats.isError
      ? 'unavailable'
      : 'checking';

  useEffect(() => {
    if (system !== 'unavailable') return;
    notifyError(t('lamodaParser.system.unavailableText'), {
      id: 'import-system-unavailable',
      title: t('lamodaParser.system.unavailableTitle'),
    });
  }, [system, t]);

  return { stats, system };
}
