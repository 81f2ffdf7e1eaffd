import { Stack, Text } from '@mantine/core';
import type { SearchInterpretation } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/**
 * How the shop read a search (decision 023): the words it found nothing like, and the query it
 * searched instead when it corrected or left out a word. Nothing when the search was read as typed.
 */
export function SearchNotice({ search }: { search: SearchInterpretation | undefined }) {
  const { t } = useTranslation();
  if (!search) return null;
  const { query, corrections, ignored } = search;
  const changed = corrections.length > 0 || ignored.length > 0;
  if (!changed) return null;
  const words = ignored.map((word) => t('catalog.searchNotice.word', { word })).join(', ');
  return (
    <Stack gap={2} role="status" data-testid="search-notice">
      {ignored.length > 0 && (
        <Text size="sm">{t('catalog.searchNotice.ignored', { count: ignored.length, words })}</Text>
      )}
      {query && <Text size="sm">{t('catalog.searchNotice.showingFor', { query })}</Text>}
    </Stack>
  );
}
