import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * − n + for a cart line: cannot go below 1 and not above the known stock. Removing a
 * line is the separate remove button.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
}: {
  value: number;
  /** The known stock; null when unknown (no upper bound). */
  max: number | null;
  onChange: (value: number) => void;
  /** Accessible name of the group, e.g. «Количество: Кроссовки». */
  label: string;
}) {
  const { t } = useTranslation();
  const canDecrease = value > 1;
  const canIncrease = max === null || value < max;
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={label}>
      <ActionIcon
        variant="default"
        size="md"
        radius="xl"
        aria-label={t('cart.decrease')}
        disabled={!canDecrease}
        onClick={() => canDecrease && onChange(value - 1)}
      >
        <IconMinus size={14} />
      </ActionIcon>
      <Text
        component="output"
        aria-live="polite"
        fw={600}
        w={34}
        ta="center"
        data-testid="cart-line-quantity"
      >
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size="md"
        radius="xl"
        aria-label={t('cart.increase')}
        disabled={!canIncrease}
        onClick={() => canIncrease && onChange(value + 1)}
      >
        <IconPlus size={14} />
      </ActionIcon>
    </Group>
  );
}
