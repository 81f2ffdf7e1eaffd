import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowDown,
  IconArrowUp,
  IconHanger,
  IconPhotoOff,
  IconPlus,
  IconWorldUpload,
} from '@tabler/icons-react';
import {
  CATEGORIES,
  ITEM_SOURCE_FILTERS,
  ITEM_STATUSES,
  MANAGED_ITEM_SORTS,
  PAGE_SIZE,
  type Category,
  type ItemSourceFilter,
  type ItemStatus,
  type ManagedItem,
  type ManagedItemPage,
  type ManagedItemSort,
  type SortOrder,
} from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { confirmThenDelete, ManagedList } from '@/components/admin/managed-list';
import { RowActions } from '@/components/admin/row-actions';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { SearchField } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { errorTextOr } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteItem } from '../api/delete-item';
import { exportManagedItems, useManagedItems } from '../api/get-managed-items';
import { usePublishItem } from '../api/publish-item';
import { DuplicateItemButton } from './duplicate-item-button';
import { ListThumb, listNameClass } from '@/components/admin/list-thumb';
import { BulkActions } from './bulk-actions';
import classes from './items-list.module.css';
import { StockCell } from './stock-adjust';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

function isSort(value: string): value is ManagedItemSort {
  return (MANAGED_ITEM_SORTS as readonly string[]).includes(value);
}

/** The list's order as the address keeps it; newest first when it says nothing. */
type Sorting = { sort: ManagedItemSort; order: SortOrder };
const SORT_CHOICES = MANAGED_ITEM_SORTS.flatMap((sort) =>
  (['desc', 'asc'] as const).map((order) => `${sort}_${order}` as const),
);

/** Which rows are ticked, by id. */
type Selection = {
  has: (id: number) => boolean;
  toggle: (id: number) => void;
  setAll: (on: boolean) => void;
  all: boolean;
  some: boolean;
};

function isStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}

const STATUS_COLORS: Record<ItemStatus, string> = {
  draft: 'yellow',
  active: 'green',
  archived: 'gray',
};

function StatusBadge({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[item.status]} c="dark">
      {t(`admin.items.statuses.${item.status}`)}
    </Badge>
  );
}

/** «Опубликовать»: a draft the viewer may change goes into the shop. */
function PublishButton({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const publish = usePublishItem();
  return (
    <Tooltip label={t('admin.items.publish')}>
      <ActionIcon
        variant="subtle"
        color="green"
        size="lg"
        aria-label={t('admin.items.publishItem', { name: item.name })}
        loading={publish.isPending}
        onClick={() =>
          publish.mutate(item.id, {
            onSuccess: () => notifySuccess(t('admin.items.published', { name: item.name })),
            onError: (error) =>
              notifyError(errorTextOr(error, t('admin.items.publishFailed')), {
                id: 'admin-item-publish-failed',
              }),
          })
        }
      >
        <IconWorldUpload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function Thumb({ item, size }: { item: ManagedItem; size: number }) {
  const { t } = useTranslation();
  return (
    <ListThumb
      url={item.image_url}
      size={size}
      fallback={<IconPhotoOff size={18} aria-label={t('admin.items.noImage')} />}
    />
  );
}

function Price({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const amount = item.min_price ?? item.price;
  if (amount === null)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.items.noPrice')}
      </Text>
    );
  const from = item.price === null || (item.min_price !== null && item.min_price < item.price);
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {from
        ? t('itemCard.fromPrice', { price: formatPrice(amount, currency) })
        : formatPrice(amount, currency)}
    </Text>
  );
}

function Owner({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={item.owner_name ? undefined : 'dimmed'}>
      {item.owner_name ?? t('admin.items.noOwner')}
    </Text>
  );
}

/** Edit and delete where the server says the viewer may (`can_edit`, `can_delete`). */
function ItemActions({
  item,
  onDelete,
}: {
  item: ManagedItem;
  onDelete: (i: ManagedItem) => void;
}) {
  const { t } = useTranslation();
  if (!item.can_edit && !item.can_delete)
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <DuplicateItemButton item={item} compact />
        <Badge variant="light" color="gray" className={classes.readOnly}>
          {t('admin.items.readOnly')}
        </Badge>
      </Group>
    );
  return (
    <RowActions
      children={
        <>
          {item.can_edit && item.status === 'draft' && <PublishButton item={item} />}
          <DuplicateItemButton item={item} compact />
        </>
      }
      editTo={item.can_edit ? paths.admin.itemEdit.build(item.id) : undefined}
      editLabel={t('admin.items.editItem', { name: item.name })}
      onDelete={item.can_delete ? () => onDelete(item) : undefined}
      deleteLabel={t('admin.items.deleteItem', { name: item.name })}
    />
  );
}

function ItemName({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        component={Link}
        to={paths.item.build(item.id)}
        size="sm"
        fw={600}
        c="dark"
        aria-label={t('admin.items.openInShop', { name: item.name })}
        className={listNameClass}
      >
        {item.name}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        {item.brand}
      </Text>
    </Stack>
  );
}

/** A column header that sorts the list by its column: first in the column's natural order, then back. */
function SortHeader({
  column,
  label,
  sorting,
  onSort,
}: {
  column: ManagedItemSort;
  label: string;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
}) {
  const { t } = useTranslation();
  const active = sorting.sort === column;
  const first: SortOrder = column === 'name' ? 'asc' : 'desc';
  const next = active ? (sorting.order === 'asc' ? 'desc' : 'asc') : first;
  return (
    <Table.Th aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort({ sort: column, order: next })}
        aria-label={t('admin.items.sortBy', { column: label })}
        fz="sm"
        fw={700}
      >
        <Group gap={4} wrap="nowrap">
          {label}
          {active ? (
            sorting.order === 'asc' ? (
              <IconArrowUp size={14} />
            ) : (
              <IconArrowDown size={14} />
            )
          ) : null}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function ItemsTable({
  items,
  onDelete,
  sorting,
  onSort,
  selection,
}: {
  items: ManagedItem[];
  onDelete: (i: ManagedItem) => void;
  sorting: Sorting;
  onSort: (sorting: Sorting) => void;
  selection: Selection;
}) {
  const { t } = useTranslation();
  const sortable = (column: ManagedItemSort, label: string) => (
    <SortHeader column={column} label={label} sorting={sorting} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.items.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('admin.items.selectAll')}
                checked={selection.all}
                indeterminate={selection.some && !selection.all}
                onChange={(event) => selection.setAll(event.currentTarget.checked)}
              />
            </Table.Th>
            {sortable('name', t('admin.items.columns.item'))}
            <Table.Th>{t('admin.items.columns.status')}</Table.Th>
            <Table.Th>{t('admin.items.columns.category')}</Table.Th>
            {sortable('price', t('admin.items.columns.price'))}
            {sortable('stock', t('admin.items.stockColumn'))}
            <Table.Th>{t('admin.items.columns.owner')}</Table.Th>
            <Table.Th>{t('admin.items.columns.source')}</Table.Th>
            <Table.Th ta="center">{t('admin.items.columns.variants')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Checkbox
                  aria-label={t('admin.items.selectItem', { name: item.name })}
                  checked={selection.has(item.id)}
                  onChange={() => selection.toggle(item.id)}
                />
              </Table.Td>
              <Table.Td maw={360}>
                <Group gap="sm" wrap="nowrap">
                  <Thumb item={item} size={40} />
                  <ItemName item={item} />
                </Group>
              </Table.Td>
              <Table.Td miw={104}>
                <StatusBadge item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`catalog.categories.${item.category}`)}</Text>
              </Table.Td>
              <Table.Td>
                <Price item={item} />
              </Table.Td>
              <Table.Td>
                <StockCell item={item} />
              </Table.Td>
              <Table.Td>
                <Owner item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  <ItemSource item={item} />
                </Text>
              </Table.Td>
              <Table.Td ta="center">
                <Text size="sm">{item.variants_count}</Text>
              </Table.Td>
              <Table.Td>
                <ItemActions item={item} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Where the item came from: the site it was imported from, else «вручную». */
function ItemSource({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const label =
    item.source_domain ??
    (item.source === 'manual' || item.source === 'seed'
      ? t(`admin.items.source.${item.source}`)
      : item.source);
  return <>{label}</>;
}

function ItemCards({
  items,
  onDelete,
  selection,
}: {
  items: ManagedItem[];
  onDelete: (i: ManagedItem) => void;
  selection: Selection;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.items.listLabel')}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder padding="sm" radius="md" bg="white">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Checkbox
              mt={4}
              aria-label={t('admin.items.selectItem', { name: item.name })}
              checked={selection.has(item.id)}
              onChange={() => selection.toggle(item.id)}
            />
            <Thumb item={item} size={64} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <ItemName item={item} />
                <ItemActions item={item} onDelete={onDelete} />
              </Group>
              <Group gap={6} wrap="wrap">
                <Price item={item} />
                <StatusBadge item={item} />
                <Badge variant="light" color="sand" c="dark">
                  {t(`catalog.categories.${item.category}`)}
                </Badge>
                <Badge variant="outline" color="gray">
                  {t('admin.items.variantsCount', { count: item.variants_count })}
                </Badge>
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('admin.items.stockColumn')}:
                </Text>
                <StockCell item={item} />
              </Group>
              <Text size="xs" c="dimmed" truncate title={item.owner_name ?? undefined}>
                {t('admin.items.columns.owner')}: {item.owner_name ?? t('admin.items.noOwner')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.items.columns.source')}: <ItemSource item={item} />
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** The ticked rows of the page on screen; a new page, filter or order starts with none. */
function useSelection(rows: ManagedItem[], resetKey: string): Selection & { ids: Set<number> } {
  const [state, setState] = useState<{ key: string; ids: Set<number> }>({
    key: resetKey,
    ids: new Set(),
  });
  const ids = state.key === resetKey ? state.ids : new Set<number>();
  const onPage = rows.filter((r) => ids.has(r.id));
  return {
    ids,
    has: (id) => ids.has(id),
    toggle: (id) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      setState({ key: resetKey, ids: next });
    },
    setAll: (on) => setState({ key: resetKey, ids: new Set(on ? rows.map((r) => r.id) : []) }),
    all: rows.length > 0 && onPage.length === rows.length,
    some: onPage.length > 0,
  };
}

function Filters({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" className={classes.filters}>
      {children}
    </SimpleGrid>
  );
}

/**
 * /admin/items: the catalogue as moderators and admins manage it, 20 a page with the total and
 * page numbers, searched, filtered by category, «Только мои» and low stock, sorted on the server;
 * the page, filters and order live in the address, so Back returns to the same view. Stock is
 * changed in the list; ticked rows move to a category or go together.
 */
export function ItemsList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const q = get('q');
  const categoryParam = get('category');
  const category = isCategory(categoryParam) ? categoryParam : null;
  const sourceParam = get('source');
  const source: ItemSourceFilter = (ITEM_SOURCE_FILTERS as readonly string[]).includes(sourceParam)
    ? (sourceParam as ItemSourceFilter)
    : 'all';
  const mine = get('mine') === '1';
  const lowStock = get('low') === '1';
  const sortParam = get('sort');
  const sorting: Sorting = {
    sort: isSort(sortParam) ? sortParam : 'created',
    order: get('order') === 'asc' ? 'asc' : 'desc',
  };
  const statusParam = get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const query = useManagedItems({
    page,
    q,
    category,
    status,
    source,
    mine,
    lowStock,
    ...sorting,
  });
  const remove = useDeleteItem();
  const data = query.data;
  const rows = data?.items ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const selection = useSelection(
    rows,
    JSON.stringify([page, q, category, status, source, mine, lowStock, sorting, data?.total]),
  );
  const selected = rows.filter((r) => selection.ids.has(r.id));

  const onSort = (next: Sorting) =>
    set({
      sort: next.sort === 'created' ? null : next.sort,
      order: next.order === 'desc' ? null : next.order,
    });

  const onDelete = (item: ManagedItem) =>
    confirmThenDelete({
      message: t('admin.items.confirmDelete', { name: item.name }),
      remove,
      id: item.id,
      deleted: (outcome: { archived: boolean }) =>
        outcome.archived
          ? t('admin.items.archived', { name: item.name })
          : t('admin.items.deleted', { name: item.name }),
      failed: t('admin.items.deleteFailed'),
      toastKey: 'admin-item-delete-failed',
    });

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('admin.items.title')}
        action={
          <Group gap="xs">
            <ExportCsvButton
              download={() =>
                exportManagedItems({ q, category, status, source, mine, lowStock, ...sorting })
              }
              fallbackName="items.csv"
            />
            <Button component={Link} to={paths.admin.itemNew} leftSection={<IconPlus size={18} />}>
              {t('admin.items.add')}
            </Button>
          </Group>
        }
      />
      <Filters>
        <SearchField
          value={q}
          onSearch={(value) => set({ q: value || null })}
          label={t('admin.items.searchLabel')}
          placeholder={t('admin.items.searchPlaceholder')}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.categoryLabel')}
          data={[
            { value: '', label: t('admin.items.allCategories') },
            ...CATEGORIES.map((value) => ({ value, label: t(`catalog.categories.${value}`) })),
          ]}
          value={category ?? ''}
          allowDeselect={false}
          onChange={(value) => set({ category: value || null })}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.source.label')}
          data={ITEM_SOURCE_FILTERS.map((value) => ({
            value,
            label: t(`admin.items.source.${value}`),
          }))}
          value={source}
          allowDeselect={false}
          onChange={(value) => set({ source: value && value !== 'all' ? value : null })}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.sortLabel')}
          data={SORT_CHOICES.map((value) => ({
            value,
            label: t(`admin.items.sorts.${value}`),
          }))}
          value={`${sorting.sort}_${sorting.order}`}
          allowDeselect={false}
          onChange={(value) => {
            const [sort, order] = (value ?? '').split('_');
            if (isSort(sort ?? ''))
              onSort({ sort: sort as ManagedItemSort, order: order === 'asc' ? 'asc' : 'desc' });
          }}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.statusLabel')}
          data={[
            { value: '', label: t('admin.items.allStatuses') },
            ...ITEM_STATUSES.map((value) => ({ value, label: t(`admin.items.statuses.${value}`) })),
          ]}
          value={status ?? ''}
          allowDeselect={false}
          onChange={(value) => set({ status: value || null })}
        />
        <Switch
          className={classes.mine}
          label={t('admin.items.onlyMine')}
          checked={mine}
          onChange={(event) => set({ mine: event.currentTarget.checked ? '1' : null })}
        />
        <Switch
          className={classes.mine}
          label={t('admin.items.lowStockOnly', { count: data?.low_stock_threshold ?? 3 })}
          checked={lowStock}
          onChange={(event) => set({ low: event.currentTarget.checked ? '1' : null })}
        />
      </Filters>
      {data ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('admin.items.found', { count: data.total })}
        </Text>
      ) : null}
      {selected.length ? (
        <BulkActions selected={selected} onDone={() => selection.setAll(false)} />
      ) : null}
      <ManagedList<ManagedItemPage, ManagedItem>
        query={query}
        rowsOf={(page) => page.items}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.items.loadFailed')}
        toastId="admin-items-load-failed"
        empty={{
          icon: <IconHanger size={32} />,
          title:
            mine && !q && !category && !status && source === 'all' && !lowStock
              ? t('admin.items.emptyMine')
              : t('admin.items.empty'),
        }}
      >
        {(items) =>
          table ? (
            <ItemsTable
              items={items}
              onDelete={onDelete}
              sorting={sorting}
              onSort={onSort}
              selection={selection}
            />
          ) : (
            <ItemCards items={items} onDelete={onDelete} selection={selection} />
          )
        }
      </ManagedList>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            siblings={table ? 1 : 0}
            boundaries={1}
            size="sm"
            getItemProps={(n) => ({ 'aria-label': t('common.pager.page', { page: n }) })}
            aria-label={t('admin.items.pagerLabel')}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
