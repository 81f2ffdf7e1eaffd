import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { OldPrice } from '@/components/old-price';
import { formatPrice } from '@/lib/format';
import type { displayedPrice } from '../item-price';

interface ItemPriceTextProps {
  price: ReturnType<typeof displayedPrice>;
  /** The item's crossed-out old price, shown with the discount beside the price. */
  compareAt?: number | null;
  className?: string;
  'data-testid'?: string;
}

/** The item's price, «от …» while variants cost differently and none is chosen; nothing without one. */
export function ItemPriceText({ price, compareAt = null, ...rest }: ItemPriceTextProps) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  if (price.amount === null) return null;
  const amount = formatPrice(price.amount, currency);
  const text = (
    <Text {...rest}>{price.from ? t('itemCard.fromPrice', { price: amount }) : amount}</Text>
  );
  if (compareAt === null) return text;
  return (
    <Group gap="sm" align="center" wrap="wrap">
      {text}
      <OldPrice price={price.amount} compareAt={compareAt} size="md" />
    </Group>
  );
}
