import {
  ActionIcon,
  Avatar,
  Box,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import {
  OUTFIT_SLOT_MAX_ITEMS,
  SEARCH_MIN_CHARS,
  type Category,
  type ItemSummary,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { useSlotItems } from '../api/search-slot-items';
import type { PickedItem } from '../outfit-form';
import classes from './slot-picker.module.css';

/** The builder's search waits this long after typing, from SEARCH_MIN_CHARS characters. */
export const SLOT_SEARCH_DEBOUNCE_MS = 400;

/**
 * One slot of the outfit (top, bottom …): the chosen items as chips, and a search over that
 * category's items (from 2 characters, 400 ms after typing, 30 results) to add more.
 */
export function SlotPicker({
  category,
  ids,
  known,
  error,
  onAdd,
  onRemove,
}: {
  category: Category;
  ids: number[];
  known: ReadonlyMap<number, PickedItem>;
  error?: string | null;
  onAdd: (item: ItemSummary) => void;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const slot = t(`catalog.categories.${category}`);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SLOT_SEARCH_DEBOUNCE_MS);
  const q = debounced.length >= SEARCH_MIN_CHARS ? debounced : null;
  const search = useSlotItems(q, category);
  const full = ids.length >= OUTFIT_SLOT_MAX_ITEMS;
  const chosen = new Set(ids);

  return (
    <Paper withBorder radius="md" p="sm" bg="white" role="group" aria-label={slot}>
      <Group justify="space-between" mb="xs">
        <Text fw={700} size="sm">
          {slot}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.outfits.picker.chosen', { count: ids.length })}
        </Text>
      </Group>
      {ids.length === 0 ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t('admin.outfits.picker.none')}
        </Text>
      ) : (
        <Group gap={6} mb="xs" component="ul" className={classes.chips}>
          {ids.map((id) => {
            const item = known.get(id);
            const name = item?.name ?? t('admin.outfits.picker.itemNumber', { id });
            return (
              <Group key={id} component="li" gap={6} wrap="nowrap" className={classes.chip}>
                <Avatar src={resolveImageUrl(item?.image_url)} size={24} radius="sm" alt="">
                  {id}
                </Avatar>
                <Text size="xs" fw={600} className={classes.chipName} title={name}>
                  {name}
                </Text>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={t('admin.outfits.picker.remove', { name })}
                  onClick={() => onRemove(id)}
                >
                  <IconX size={12} />
                </ActionIcon>
              </Group>
            );
          })}
        </Group>
      )}
      <TextInput
        size="sm"
        type="search"
        aria-label={t('admin.outfits.picker.searchLabel', { slot })}
        placeholder={t('admin.outfits.picker.searchPlaceholder', { min: SEARCH_MIN_CHARS })}
        leftSection={<IconSearch size={14} />}
        rightSection={search.isFetching ? <Loader size={14} /> : null}
        value={text}
        error={error}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {full && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('admin.outfits.picker.full', { max: OUTFIT_SLOT_MAX_ITEMS })}
        </Text>
      )}
      {q !== null && (
        <Box mt="xs">
          {search.isError ? (
            <Text size="sm" c="red">
              {t('admin.outfits.picker.searchFailed')}
            </Text>
          ) : search.data && search.data.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.outfits.picker.nothing')}
            </Text>
          ) : search.data ? (
            <Stack gap={2} component="ul" className={classes.results}>
              {search.data.map((item) => {
                const picked = chosen.has(item.id);
                const price = item.min_price ?? item.price;
                return (
                  <li key={item.id}>
                    <UnstyledButton
                      className={classes.result}
                      disabled={picked || full}
                      aria-label={t('admin.outfits.picker.add', { name: item.name })}
                      onClick={() => onAdd(item)}
                    >
                      <Avatar src={resolveImageUrl(item.image_url)} size={36} radius="sm" alt="" />
                      <Box style={{ flex: 1, minWidth: 0 }}>
                        <Text size="sm" fw={600} truncate>
                          {item.name}
                        </Text>
                        <Text size="xs" c="dimmed" truncate>
                          {item.brand}
                          {price !== null ? ` · ${formatPrice(price, currency)}` : ''}
                        </Text>
                      </Box>
                      {picked ? <IconCheck size={16} /> : <IconPlus size={16} />}
                    </UnstyledButton>
                  </li>
                );
              })}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('admin.outfits.picker.searching')}
            </Text>
          )}
        </Box>
      )}
    </Paper>
  );
}
