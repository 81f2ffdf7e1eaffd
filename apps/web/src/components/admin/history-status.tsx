import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What a history section shows instead of its rows: a loader, its failure or that there is nothing
 * yet; null once there are rows to draw.
 */
export function useHistoryStatus(
  query: { isPending: boolean; isError: boolean },
  count: number,
  texts: { failed: string; empty: string },
): ReactNode | null {
  const { t } = useTranslation();
  if (query.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (query.isError)
    return (
      <Text size="sm" c="red.8">
        {texts.failed}
      </Text>
    );
  if (!count)
    return (
      <Text size="sm" c="dimmed">
        {texts.empty}
      </Text>
    );
  return null;
}
