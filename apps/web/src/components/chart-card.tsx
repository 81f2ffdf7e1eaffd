import { Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ChartColumn<Row> {
  label: string;
  value: (row: Row) => ReactNode;
}

/**
 * A dashboard chart in a card: its title, an optional hint, the chart itself, and the same
 * figures as a table that only screen readers see (a chart is a picture to them). With no rows
 * the card says `empty` instead of drawing an empty chart.
 */
export function ChartCard<Row>({
  title,
  hint,
  rows,
  columns,
  rowKey,
  empty,
  children,
}: {
  title: string;
  hint?: string;
  rows: readonly Row[];
  columns: ChartColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="figure"
      m={0}
      aria-label={title}
      style={{ minWidth: 0 }}
    >
      <Title order={3} fz="h5">
        {title}
      </Title>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="lg" ta="center">
          {empty}
        </Text>
      ) : (
        <>
          <div aria-hidden style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
            {children}
          </div>
          <VisuallyHidden>
            <table aria-label={title}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.label}>{column.value(row)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
