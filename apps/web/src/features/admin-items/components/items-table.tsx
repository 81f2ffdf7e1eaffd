import { Checkbox, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { type ManagedItem, type ManagedItemSort, type SortOrder } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { StockCell } from './stock-adjust';
import { type Sorting } from './items-list-params';
import {
  ItemActions,
  ItemName,
  ItemSource,
  Owner,
  Price,
  StatusBadge,
  Thumb,
} from './item-row-parts';
import { type Selection } from './use-selection';

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

export function ItemsTable({
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
