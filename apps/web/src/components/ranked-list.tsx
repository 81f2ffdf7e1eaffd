import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export type RankedRow = {
  key: string;
  name: string;
  /** Where the name leads (an item, an outfit); plain text without it. */
  to?: string;
  /** A second line under the name (the outfit's author). */
  detail?: string;
  /** What it is ranked by, as read («31 в избранном», «12 товаров»). */
  figure: string;
};

/** A titled panel ranking rows, the first first; `empty` says so when there are none. */
export function RankedList({
  title,
  empty,
  rows,
}: {
  title: string;
  empty: string;
  rows: RankedRow[];
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
    >
      <Title order={3} fz="h5" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} pl="md">
          {rows.map((row) => (
            <li key={row.key}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  {row.to ? (
                    <Anchor component={Link} to={row.to} size="sm" lineClamp={1}>
                      {row.name}
                    </Anchor>
                  ) : (
                    <Text size="sm" lineClamp={1}>
                      {row.name}
                    </Text>
                  )}
                  {row.detail && (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {row.detail}
                    </Text>
                  )}
                </Stack>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {row.figure}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
