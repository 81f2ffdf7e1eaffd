import { Box, Group, Radio, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './checkout.module.css';

/** One choice of the checkout (a delivery, a pickup point, a payment) as a card with its radio. */
export function OptionCard({
  value,
  icon,
  title,
  hint,
  aside,
}: {
  value: string;
  icon?: ReactNode;
  title: string;
  hint?: string | null;
  aside?: string;
}) {
  return (
    <Radio.Card value={value} className={classes.option} radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        {icon && <Box className={classes.optionIcon}>{icon}</Box>}
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {aside && (
              <Text size="sm" fw={600} c="dimmed" style={{ flex: 'none' }}>
                {aside}
              </Text>
            )}
          </Group>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </Box>
      </Group>
    </Radio.Card>
  );
}
