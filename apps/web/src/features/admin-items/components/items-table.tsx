import { Group, Table, Text } from '@mantine/core';
import { type ManagedItem, type ManagedItemSort } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SelectAllHeader, SelectRowBox } from '@/components/admin/selection-boxes';
import { SortHeader } from '@/components/admin/sort-header';
import { type Selection } from '@/components/admin/use-selection';
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

/**
 * One item's row: its tick, picture and name, status, category, price, stock (changed in place),
 * owner, source, variant count and actions.
 */
function ItemRow({
  item,
  selection,
  onDelete,
}: {
  item: ManagedItem;
  selection: Selection;
  onDelete: (i: ManagedItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <SelectRowBox
          selection={selection}
          rowId={item.id}
          label={t('admin.items.selectItem', { name: item.name })}
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
    <SortHeader
      column={column}
      label={label}
      sorting={sorting}
      onSort={onSort}
      first={column === 'name' ? 'asc' : 'desc'}
    />
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.items.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <SelectAllHeader selection={selection} label={t('admin.items.selectAll')} />
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
            <ItemRow key={item.id} item={item} selection={selection} onDelete={onDelete} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
