import { Checkbox, Group, NumberInput, Switch, Text } from '@mantine/core';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { formatDate, formatPrice } from '@/lib/format';
import { ReturnLineCount } from './return-line-count';
import { useRefundForm } from './use-refund-form';

type RefundForm = ReturnType<typeof useRefundForm>;

/** The delivery's price if it goes back too, and a sum of one's own up to what is left. */
function RefundAmount({ order, form }: { order: OrderDetail; form: RefundForm }) {
  const { t } = useTranslation();
  return (
    <>
      {order.refundable.delivery > 0 && (
        <Checkbox
          label={t('adminOrders.detail.returnForm.delivery', {
            sum: formatPrice(order.refundable.delivery, order.totals.currency),
          })}
          checked={form.withDelivery}
          disabled={form.own}
          onChange={(event) => form.setWithDelivery(event.currentTarget.checked)}
        />
      )}
      <Switch
        label={t('adminOrders.detail.returnForm.ownAmount')}
        checked={form.own}
        onChange={(event) => form.chooseOwn(event.currentTarget.checked)}
      />
      {form.own && (
        <NumberInput
          label={t('adminOrders.detail.returnForm.amount')}
          description={t('adminOrders.detail.returnForm.amountHint', { max: form.left })}
          w={{ base: '100%', xs: 260 }}
          min={0}
          max={order.refundable.total}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=" "
          value={form.amount}
          onChange={(value) => form.setAmount(typeof value === 'number' ? value : '')}
        />
      )}
    </>
  );
}

/**
 * «Оформить возврат»: how many pieces of each line came back (up to what is still returnable,
 * as the API answers it), the delivery's price if it goes back too, or a sum of one's own up to
 * what may still be refunded. Nothing is sent before the admin confirms the sum and where it
 * goes (the card, or cash), and the sum confirmed is the sum sent.
 */
export function OrderReturnForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const form = useRefundForm(order);
  const lines = order.returnable.flatMap((r) => {
    const line = order.lines.find((l) => l.id === r.line_id);
    return line ? [{ line, max: r.quantity }] : [];
  });

  return (
    <SchemaForm
      aria-label={t('adminOrders.detail.returnForm.title')}
      onSubmit={form.submit}
      error={form.error}
      pending={form.pending}
      submitLabel={t('adminOrders.detail.returnForm.submit')}
      submitProps={{ style: { alignSelf: 'flex-start' } }}
    >
      {order.return_until && (
        <Text size="sm" c="dimmed">
          {t('adminOrders.detail.returnForm.hint', {
            date: formatDate(order.return_until, { dateStyle: 'long' }),
          })}
        </Text>
      )}
      {lines.map(({ line, max }) => (
        <ReturnLineCount
          key={line.id}
          line={line}
          max={max}
          currency={order.totals.currency}
          value={form.counts[line.id] ?? 0}
          onChange={(value) => form.setCount(line.id, value)}
        />
      ))}
      <RefundAmount order={order} form={form} />
      <Group gap="xs" align="baseline">
        <Text fw={600} data-testid="return-sum">
          {t('adminOrders.detail.returnForm.sum', { sum: form.sum })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('adminOrders.detail.returnForm.left', { sum: form.left })}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {order.payment.method === 'online'
          ? t('adminOrders.detail.returnForm.toCard')
          : t('adminOrders.detail.returnForm.cash')}
      </Text>
    </SchemaForm>
  );
}
