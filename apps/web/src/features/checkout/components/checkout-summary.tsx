import type { ClientCartLine } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import { OrderLines } from '@/components/orders/order-lines';
import { OrderTotals } from '@/components/orders/order-totals';

/**
 * «Ваш заказ»: every line, the promo code's field, the items total, the discount, the delivery
 * and the total, then `children`.
 */
export function CheckoutSummary({
  lines,
  currency,
  itemsTotal,
  discount = null,
  delivery,
  promo,
  children,
}: {
  lines: readonly ClientCartLine[];
  currency: string;
  itemsTotal: number;
  discount?: { code: string; amount: number } | null;
  delivery: number;
  promo?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SectionCard id="checkout-summary-title" fz="h4" title={t('checkout.summary.title')}>
      <OrderLines
        compact
        label={t('checkout.summary.linesLabel')}
        currency={currency}
        lines={lines.map((line) => ({
          key: line.id,
          item_id: line.item_id,
          name: line.name,
          brand: line.brand ?? null,
          size: line.size,
          color: line.color,
          image_url: line.image_url,
          price: line.price,
          quantity: line.quantity,
          warning:
            line.stock === 0
              ? t('checkout.stock.soldOut')
              : line.stock !== null && line.quantity > line.stock
                ? t('checkout.stock.short', { count: line.stock })
                : null,
        }))}
      />
      {promo}
      <OrderTotals
        items={itemsTotal}
        discount={discount}
        delivery={delivery}
        total={itemsTotal - (discount?.amount ?? 0) + delivery}
        currency={currency}
      />
      {children}
    </SectionCard>
  );
}
