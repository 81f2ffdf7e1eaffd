import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import type { displayedPrice } from '../item-price';

interface ItemPriceTextProps {
  price: ReturnType<typeof displayedPrice>;
  className?: string;
  'data-testid'?: string;
}

/** The item's price, «от …» while variants cost differently and none is chosen; nothing without one. */
export function ItemPriceText({ price, ...rest }: ItemPriceTextProps) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  if (price.amount === null) return null;
  const amount = formatPrice(price.amount, currency);
  return <Text {...rest}>{price.from ? t('itemCard.fromPrice', { price: amount }) : amount}</Text>;
}
