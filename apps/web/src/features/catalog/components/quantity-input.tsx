import { ActionIcon, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useQuantityDraft } from '../hooks/use-quantity-draft';

/**
 * Quantity from 1 to `max` (the chosen variant's stock): − / field / +. The field takes whatever
 * is typed (typing 20 with 14 in stock must not turn into 2); the number is brought into range
 * when the field is left or Enter is pressed, and a quantity cut down to the stock says why.
 */
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
  const { draft, capped, set, type, settle } = useQuantityDraft(max, onChange);

  return (
    <Stack gap={4}>
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
          value={draft ?? value}
          onChange={type}
          onBlur={settle}
          onKeyDown={(event) => event.key === 'Enter' && settle()}
          min={1}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          hideControls
          disabled={disabled}
          aria-label={t('item.quantity.label')}
          inputMode="numeric"
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
      <Text size="xs" c="orange.9" role="status">
        {capped !== null ? t('item.quantity.capped', { count: capped }) : null}
      </Text>
    </Stack>
  );
}
