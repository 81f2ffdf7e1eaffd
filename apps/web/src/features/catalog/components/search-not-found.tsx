import { Button, Group, Stack, Text } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { CATEGORIES } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { SuggestedItems } from '@/components/suggested-items';
import { paths } from '@/config/paths';

/** «Возможно, подойдёт»: the closest words the catalogue has, each a search of its own. */
function SuggestedWords({
  words,
  onSearch,
}: {
  words: string[];
  onSearch: (word: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="center" component="section" aria-labelledby="not-found-suggestions">
      <Text fw={600} id="not-found-suggestions">
        {t('catalog.notFound.suggestions')}
      </Text>
      <Group gap="xs" justify="center">
        {words.map((word) => (
          <Button key={word} variant="light" radius="xl" size="sm" onClick={() => onSearch(word)}>
            {word}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The catalogue's categories, each a link to its list. */
function CategoryLinks() {
  const { t } = useTranslation();
  return (
    <Stack gap={6} align="center" component="nav" aria-labelledby="not-found-categories">
      <Text fw={600} id="not-found-categories">
        {t('catalog.notFound.categories')}
      </Text>
      <Group gap="xs" justify="center">
        {CATEGORIES.map((category) => (
          <Button
            key={category}
            component={Link}
            to={`${paths.items}?category=${category}`}
            variant="outline"
            radius="xl"
            size="sm"
          >
            {t(`catalog.categories.${category}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * «Ничего не найдено» with ways out (decision 049): the closest words the catalogue has (what it
 * sells instead of an absent kind, the nearest spellings), searching without the filters,
 * resetting, the catalogue's categories, and «Вам может понравиться» below.
 */
export function SearchNotFound({
  query,
  filtered,
  suggestions = [],
  onSearch,
  onClearFilters,
  onReset,
}: {
  /** The search as typed, if any. */
  query: string | undefined;
  /** Whether filters are active. */
  filtered: boolean;
  suggestions?: string[];
  onSearch: (word: string) => void;
  onClearFilters: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const resetLabel = query
    ? filtered
      ? t('catalog.notFound.resetAll')
      : t('catalog.notFound.resetSearch')
    : t('catalog.notFound.reset');
  return (
    <Stack gap="xl">
      <EmptyState
        icon={<IconSearchOff size={32} stroke={1.5} />}
        title={t('catalog.notFound.title')}
        text={t('catalog.notFound.hint')}
      >
        {suggestions.length > 0 && <SuggestedWords words={suggestions} onSearch={onSearch} />}

        {(query || filtered) && (
          <Group gap="xs" justify="center">
            {query && filtered && (
              <Button variant="light" onClick={onClearFilters}>
                {t('catalog.notFound.withoutFilters', { query })}
              </Button>
            )}
            <Button variant="default" onClick={onReset}>
              {resetLabel}
            </Button>
          </Group>
        )}

        <CategoryLinks />
      </EmptyState>
      <SuggestedItems />
    </Stack>
  );
}
