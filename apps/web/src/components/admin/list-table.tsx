import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A managed list as a table on a wide screen: the header cells in one row, then the rows; below
 * `minWidth` it scrolls sideways rather than squeezing its columns.
 */
export function ListTable({
  label,
  minWidth,
  head,
  children,
}: {
  label: string;
  minWidth: number;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
