import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { clampToStock } from '../item-price';

/** Quantity from 1 to `max` (the chosen variant's stock): − / field / +. */
export function QuantityInput({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (next: number) => onChange(clampToStock(next, max));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={t('item.quantity.label')}>
      <ActionIcon
        variant="default"
        size={42}
        radius="xl"
        onClick={() => set(value - 1)}
        disabled={disabled || value <= 1}
        aria-label={t('item.quantity.decrease')}
      >
        <IconMinus size={16} />
      </ActionIcon>
      <NumberInput
        value={value}
        onChange={(next) => set(typeof next === 'number' ? next : Number(next) || 1)}
        min={1}
        max={max}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        hideControls
        disabled={disabled}
        aria-label={t('item.quantity.label')}
        w={56}
        size="md"
        radius="xl"
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
      />
      <ActionIcon
        variant="default"
        size={42}
        radius="xl"
        onClick={() => set(value + 1)}
        disabled={disabled || value >= max}
        aria-label={t('item.quantity.increase')}
      >
        <IconPlus size={16} />
      </ActionIcon>
    </Group>
  );
}
