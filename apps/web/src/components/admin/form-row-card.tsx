import { ActionIcon, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One of a form's repeated rows (a variant on a phone, a pickup point) as a card: its name (also
 * the group's accessible name), a red bin that removes it, then its fields.
 */
export function FormRowCard({
  label,
  removeLabel,
  onRemove,
  children,
}: {
  label: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="sm" role="group" aria-label={label}>
      <Group justify="space-between" mb={6}>
        <Text size="sm" fw={700}>
          {label}
        </Text>
        <RemoveRowButton label={removeLabel} onRemove={onRemove} />
      </Group>
      {children}
    </Card>
  );
}

/** The bin that removes a form's row, named for the row («Удалить вариант 2»). */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onRemove}>
        <IconTrash size={18} />
      </ActionIcon>
    </Tooltip>
  );
}
