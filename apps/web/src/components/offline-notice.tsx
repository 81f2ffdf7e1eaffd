import { Alert, Button } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * In place of a list that cannot load while the browser is offline: says so instead of showing
 * skeletons forever. The list itself resumes when the connection returns (React Query resumes
 * paused queries); «Повторить» tries at once.
 */
export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconWifiOff size={20} />}
      title={t('connection.offlineTitle')}
      role="status"
    >
      {t('connection.offlineText')}
      {onRetry && (
        <div>
          <Button variant="white" color="dark" size="xs" mt="xs" onClick={onRetry}>
            {t('connection.retry')}
          </Button>
        </div>
      )}
    </Alert>
  );
}
