import { Box, Button, Group, Text, Title, type TitleOrder, type TitleProps } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A dashboard's heading: its title, the dimmed line under it once the figures are in (when they
 * were counted), and the button that counts them again, spinning while it does.
 */
export function DashboardHeader({
  title,
  order = 2,
  fz,
  note,
  refreshLabel,
  onRefresh,
  refreshing,
}: {
  title: string;
  order?: TitleOrder;
  fz?: TitleProps['fz'];
  note?: ReactNode;
  refreshLabel: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Box>
        <Title order={order} fz={fz}>
          {title}
        </Title>
        {note && (
          <Text c="dimmed" size="sm">
            {note}
          </Text>
        )}
      </Box>
      <Button
        variant="default"
        leftSection={<IconRefresh size={16} />}
        onClick={onRefresh}
        loading={refreshing}
      >
        {refreshLabel}
      </Button>
    </Group>
  );
}
