import { Grid, TextInput, type GridColProps } from '@mantine/core';

/**
 * A list's days as two date fields, each in a column of the filters' grid: the first bounds the
 * second and back, and each is written into the address (`from`, `to`) as it changes.
 */
export function DateRangeFilter({
  from,
  to,
  labels,
  span,
  set,
}: {
  from: string;
  to: string;
  labels: { from: string; to: string };
  span: GridColProps['span'];
  set: (changes: Record<string, string | null>) => void;
}) {
  return (
    <>
      <Grid.Col span={span}>
        <TextInput
          size="md"
          radius="md"
          type="date"
          label={labels.from}
          value={from}
          max={to || undefined}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
        />
      </Grid.Col>
      <Grid.Col span={span}>
        <TextInput
          size="md"
          radius="md"
          type="date"
          label={labels.to}
          value={to}
          min={from || undefined}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
        />
      </Grid.Col>
    </>
  );
}
