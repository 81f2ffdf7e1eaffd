import { Group, Pill } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A chosen thing of a slot, shown as a chip: its key, the name read out, and what the chip shows. */
export type Chip = {
  key: string | number;
  name: string;
  content?: ReactNode;
  onRemove: () => void;
};

/** The chosen things of a slot as chips, each with a remove button; nothing when none is chosen. */
export function ChosenChips({ label, chips }: { label: string; chips: Chip[] }) {
  const { t } = useTranslation();
  if (!chips.length) return null;
  return (
    <Group gap={6} aria-label={label} role="list">
      {chips.map((chip) => (
        <Pill
          key={chip.key}
          size="md"
          withRemoveButton
          onRemove={chip.onRemove}
          // Mantine hides the remove button from assistive tech; here it is the way to remove.
          removeButtonProps={{
            'aria-label': t('outfits.builder.removeChip', { name: chip.name }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
          role="listitem"
          maw="100%"
        >
          {chip.content ?? chip.name}
        </Pill>
      ))}
    </Group>
  );
}
