import { Badge, Box, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconPhotoOff } from '@tabler/icons-react';
import { SEARCH_MIN_CHARS, type ItemSummary } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { useSearchPicks } from '@/api/items/get-item-picks';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { isChosen, toPick, type BuilderPick, type BuilderSelection } from '../../builder-form';
import { useDebouncedSearch } from '../../hooks/use-debounced-search';
import { SearchBox } from '../search-box';
import classes from './builder.module.css';

/**
 * The builder's product search: from 2 trimmed characters, 400 ms after the last keystroke, the
 * first 30 items found. Choosing a result adds it to its own category's set ('в образе' marks
 * the ones already there).
 */
export function ItemSearch({
  selection,
  onPick,
}: {
  selection: BuilderSelection;
  onPick: (item: BuilderPick) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const { q, tooShort } = useDebouncedSearch(text);
  const results = useSearchPicks(q);
  const items = q ? (results.data ?? []) : [];

  return (
    <Stack gap="xs">
      <SearchBox
        value={text}
        onChange={setText}
        label={t('outfits.builder.search.label')}
        placeholder={t('outfits.builder.search.placeholder')}
        clearLabel={t('outfits.search.clear')}
        tooShort={tooShort}
        tooShortText={t('outfits.builder.search.tooShort', { min: SEARCH_MIN_CHARS })}
      />
      {q && (
        <Paper withBorder radius="md" bg="white" className={classes.results}>
          {results.isPending ? (
            <Group justify="center" p="md">
              <Loader size="sm" color="wine" aria-label={t('common.loading')} />
            </Group>
          ) : results.isError ? (
            <Text size="sm" c="dimmed" p="sm">
              {t('outfits.builder.search.failed')}
            </Text>
          ) : items.length === 0 ? (
            <Text size="sm" c="dimmed" p="sm">
              {t('outfits.builder.search.empty')}
            </Text>
          ) : (
            <Box
              component="ul"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={t('outfits.builder.search.label')}
            >
              {items.map((item) => (
                <li key={item.id}>
                  <SearchResult
                    item={item}
                    picked={isChosen(selection, item)}
                    onPick={() => onPick(toPick(item))}
                  />
                </li>
              ))}
            </Box>
          )}
        </Paper>
      )}
    </Stack>
  );
}

/** A found item: its picture, name, brand and category, and its price or 'в образе'. */
function SearchResult({
  item,
  picked,
  onPick,
}: {
  item: ItemSummary;
  picked: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const image = resolveImageUrl(item.image_url ?? item.image_urls[0]);
  const price = item.min_price ?? item.price;
  return (
    <UnstyledButton className={classes.result} onClick={onPick}>
      <Box className={classes.thumb}>
        {image ? <img src={image} alt="" loading="lazy" /> : <IconPhotoOff size={18} aria-hidden />}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm" truncate>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {item.brand} · {t(`outfits.slots.${item.category}`)}
        </Text>
      </Box>
      {picked ? (
        <Badge
          color="wine"
          variant="light"
          leftSection={<IconCheck size={12} aria-hidden />}
          style={{ flex: 'none' }}
        >
          {t('outfits.builder.search.chosen')}
        </Badge>
      ) : (
        price !== null && (
          <Text size="sm" fw={700} style={{ flex: 'none' }}>
            {formatPrice(price, currency)}
          </Text>
        )
      )}
    </UnstyledButton>
  );
}
