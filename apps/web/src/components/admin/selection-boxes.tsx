import { Checkbox, Table, type CheckboxProps } from '@mantine/core';
import type { Selection } from './use-selection';

/** The list table's first header cell: ticks or clears every row on the page. */
export function SelectAllHeader({ selection, label }: { selection: Selection; label: string }) {
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={label}
        checked={selection.all}
        indeterminate={selection.some && !selection.all}
        onChange={(event) => selection.setAll(event.currentTarget.checked)}
      />
    </Table.Th>
  );
}

/** One row's tick box, named after the row so a screen reader says which row it ticks. */
export function SelectRowBox({
  selection,
  rowId,
  label,
  ...props
}: { selection: Selection; rowId: number; label: string } & Omit<CheckboxProps, 'checked'>) {
  return (
    <Checkbox
      {...props}
      aria-label={label}
      checked={selection.has(rowId)}
      onChange={() => selection.toggle(rowId)}
    />
  );
}
