import { Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { SortOrder } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/** A list's order as the address keeps it. */
export type Sorting<Sort extends string> = { sort: Sort; order: SortOrder };

/**
 * A column header that sorts the list by its column: first in the column's natural order (`first`:
 * A→Z for words, the largest or newest for numbers and dates), then back.
 */
export function SortHeader<Sort extends string>({
  column,
  label,
  sorting,
  onSort,
  first = 'desc',
}: {
  column: Sort;
  label: string;
  sorting: Sorting<Sort>;
  onSort: (sorting: Sorting<Sort>) => void;
  first?: SortOrder;
}) {
  const { t } = useTranslation();
  const active = sorting.sort === column;
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

/**
 * One table's sortable headers: `header(column, label)` draws a column's header, first sorted A→Z
 * for the columns of `ascending` (words), the largest or newest first for the others.
 */
export function sortHeaders<Sort extends string>(
  sorting: Sorting<Sort>,
  onSort: (sorting: Sorting<Sort>) => void,
  ascending: readonly Sort[],
) {
  return function header(column: Sort, label: string) {
    return (
      <SortHeader
        column={column}
        label={label}
        sorting={sorting}
        onSort={onSort}
        first={ascending.includes(column) ? 'asc' : 'desc'}
      />
    );
  };
}
