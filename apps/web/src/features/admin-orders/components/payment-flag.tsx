import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * A warning under an order's payment in the list (the table and the phone cards alike): a
 * payment an admin must look at before the order goes out.
 */
export function PaymentFlagLabel({ text, testId }: { text: string; testId: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} data-testid={testId}>
      <IconAlertTriangle
        size={14}
        aria-hidden
        color="var(--mantine-color-red-8)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" fw={700} c="red.8">
        {text}
      </Text>
    </Group>
  );
}
