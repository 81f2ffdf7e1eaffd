import { Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ClientCartLine } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OldPrice } from '@/components/old-price';
import { formatPrice } from '@/lib/format';
import { lineCompareAt } from '../cart-lines';
import classes from './cart-view.module.css';
import { QuantityStepper } from './quantity-stepper';

/** The line's picture (a link to the item for the mouse; the name is the link for the rest). */
export function CartLineThumb({ image, itemPath }: { image: string | null; itemPath: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <Link to={itemPath} className={classes.thumb} tabIndex={-1} aria-hidden>
      {image && !broken ? (
        <img src={image} alt="" loading="lazy" onError={() => setBroken(true)} />
      ) : (
        <Stack className={classes.noImage} align="center" justify="center" gap={2}>
          <IconPhotoOff size={22} stroke={1.4} />
        </Stack>
      )}
    </Link>
  );
}

/**
 * The stepper (with the stock's limit) and the line's total, with the unit price beside it and,
 * for a discounted item, the old total crossed out with «−NN %» (as the card shows it).
 */
export function CartLineAmounts({
  line,
  currency,
  soldOut,
  onQuantityChange,
}: {
  line: ClientCartLine;
  currency: string;
  soldOut: boolean;
  onQuantityChange: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const atMax = line.stock !== null && line.stock > 0 && line.quantity >= line.stock;
  const old = soldOut ? null : lineCompareAt(line.price, line.compare_at_price);
  return (
    <Group justify="space-between" align="center" mt="auto" gap="sm">
      <Stack gap={2}>
        <QuantityStepper
          value={line.quantity}
          max={line.stock}
          onChange={onQuantityChange}
          label={t('cart.quantityOf', { name: line.name })}
        />
        {atMax && (
          <Text size="xs" c="dimmed">
            {t('cart.maxStock', { count: line.stock ?? 0 })}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end">
        {old !== null && (
          <OldPrice price={line.price * line.quantity} compareAt={old * line.quantity} size="xs" />
        )}
        <Text
          fw={700}
          data-testid="cart-line-total"
          c={soldOut ? 'dimmed' : undefined}
          td={soldOut ? 'line-through' : undefined}
        >
          {formatPrice(line.price * line.quantity, currency)}
        </Text>
        {line.quantity > 1 && (
          <Text size="xs" c="dimmed">
            {t('cart.unitPrice', { price: formatPrice(line.price, currency) })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
