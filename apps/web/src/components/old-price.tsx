import { Badge, Group, Text, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';

/** The discount in whole percent, or null when the old price is not above the price. */
export function discountPercent(price: number | null, compareAt: number | null): number | null {
  if (price === null || compareAt === null || !(compareAt > price) || price <= 0) return null;
  return Math.max(1, Math.round((1 - price / compareAt) * 100));
}

interface OldPriceProps {
  price: number | null;
  compareAt: number | null;
  size?: MantineSize;
}

/**
 * The crossed-out old price and «−NN %» beside a price a shopper sees (a card, the item page);
 * nothing when there is no real discount.
 */
export function OldPrice({ price, compareAt, size = 'sm' }: OldPriceProps) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const percent = discountPercent(price, compareAt);
  if (percent === null) return null;
  const old = formatPrice(compareAt!, currency);
  return (
    <Group
      component="span"
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={t('itemCard.oldPrice', { price: old, percent })}
      data-testid="old-price"
    >
      <Text component="s" size={size} c="dimmed" aria-hidden>
        {old}
      </Text>
      <Badge component="span" color="wine" variant="light" size={size} aria-hidden>
        −{percent} %
      </Badge>
    </Group>
  );
}
