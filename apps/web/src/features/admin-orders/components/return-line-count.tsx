import { Group, NumberInput, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';

/** One bought line in the return form: its name, size, price, and how many pieces came back. */
export function ReturnLineCount({
  line,
  max,
  currency,
  value,
  onChange,
}: {
  line: OrderDetail['lines'][number];
  max: number;
  currency: string;
  value: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {line.name}
        </Text>
        <Text size="xs" c="dimmed">
          {[line.size, line.color].filter(Boolean).join(', ')} · {formatPrice(line.price, currency)}
        </Text>
      </Stack>
      <NumberInput
        label={t('adminOrders.detail.returnForm.quantity', { max })}
        w={150}
        min={0}
        max={max}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={(next) => onChange(Number(next) || 0)}
      />
    </Group>
  );
}
