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
import { IconCheck, IconPlus, IconSearch, IconX } from '@tabler/icons-react';
import {
  OUTFIT_SLOT_MAX_ITEMS,
  SEARCH_MIN_CHARS,
  type Category,
  type ItemSummary,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { useSlotSearch } from '../hooks/use-slot-search';
import type { PickedItem } from '../outfit-form';
import classes from './slot-picker.module.css';

/** The slot's chosen items as chips (a picture, the name, a cross that takes it out), or «none». */
function ChosenItems({
  ids,
  known,
  onRemove,
}: {
  ids: number[];
  known: ReadonlyMap<number, PickedItem>;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (ids.length === 0)
    return (
      <Text size="sm" c="dimmed" mb="xs">
        {t('admin.outfits.picker.none')}
      </Text>
    );
  return (
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
  );
}

/** The items found, each a button that adds it: off once chosen or while the slot is full. */
function FoundItems({
  items,
  chosen,
  full,
  currency,
  onAdd,
}: {
  items: ItemSummary[];
  chosen: ReadonlySet<number>;
  full: boolean;
  currency: string;
  onAdd: (item: ItemSummary) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} component="ul" className={classes.results}>
      {items.map((item) => {
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
  );
}

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
  const { text, setText, q, search } = useSlotSearch(category);
  const full = ids.length >= OUTFIT_SLOT_MAX_ITEMS;

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
      <ChosenItems ids={ids} known={known} onRemove={onRemove} />
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
            <FoundItems
              items={search.data}
              chosen={new Set(ids)}
              full={full}
              currency={currency}
              onAdd={onAdd}
            />
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
