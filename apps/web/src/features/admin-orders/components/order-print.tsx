import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatDate, formatPhone, formatPrice } from '@/lib/format';
import { useAdminOrder } from '../api/get-admin-order';
import classes from './order-print.module.css';

function Address({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const d = order.delivery;
  if (d.method === 'pickup')
    return (
      <Text>
        {t('adminOrders.print.pickup', {
          name: d.pickup_point.name,
          address: d.pickup_point.address,
        })}
      </Text>
    );
  const street = t('orders.facts.address', { city: d.city, street: d.street, house: d.house });
  return <Text>{d.flat ? `${street}, ${t('orders.facts.flat', { flat: d.flat })}` : street}</Text>;
}

/**
 * A line under the table: its words end beside the sum. The first cell stands for the size and
 * colour columns and goes with them where they are hidden (a phone's screen), so the row always
 * spans the table's columns and no more.
 */
function TotalRow({ label, value }: { label: ReactNode; value: ReactNode }) {
  return (
    <tr>
      <td colSpan={2} className={classes.wide} />
      <td colSpan={3} className={classes.number}>
        {label}
      </td>
      <td className={classes.number}>{value}</td>
    </tr>
  );
}

/** The slip's top: the shop and the order's number and date, who gets it, where and how paid. */
function SlipHeading({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <div>
          <Text fw={700} size="xl">
            {t('common.appName')}
          </Text>
          <Title order={1} fz="h3">
            {t('adminOrders.print.heading', { number: order.number })}
          </Title>
        </div>
        <Text size="sm">
          {t('adminOrders.print.date', {
            date: formatDate(order.created_at, { dateStyle: 'long' }),
          })}
        </Text>
      </Group>
      <div>
        <Text fw={600}>{t('adminOrders.print.recipient')}</Text>
        <Text>
          {order.customer.name}, {formatPhone(order.customer.phone)}
        </Text>
        <Text fw={600} mt="xs">
          {t('adminOrders.print.address')}
        </Text>
        <Address order={order} />
        <Text fw={600} mt="xs">
          {t('adminOrders.print.payment')}
        </Text>
        <Text>
          {t(`orders.paymentMethod.${order.payment.method}`)}
          {order.payment.state === 'on_delivery'
            ? ''
            : ` — ${t(`orders.paymentState.${order.payment.state}`)}`}
        </Text>
      </div>
    </>
  );
}

/** The slip's table: a row per line (size and colour under the name on a phone), then the sums. */
function SlipLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const money = (value: number) => formatPrice(value, order.totals.currency);
  return (
    <div className={classes.scroll}>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('adminOrders.print.item')}</th>
            <th className={classes.wide}>{t('adminOrders.print.size')}</th>
            <th className={classes.wide}>{t('adminOrders.print.color')}</th>
            <th className={classes.number}>{t('adminOrders.print.quantity')}</th>
            <th className={classes.number}>{t('adminOrders.print.price')}</th>
            <th className={classes.number}>{t('adminOrders.print.sum')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td>
                {line.name}
                {line.sku ? ` (${line.sku})` : ''}
                <span className={classes.narrow}>
                  {t('adminOrders.print.size')}: {line.size ?? '—'} · {t('adminOrders.print.color')}
                  : {line.color ?? '—'}
                </span>
              </td>
              <td className={classes.wide}>{line.size ?? '—'}</td>
              <td className={classes.wide}>{line.color ?? '—'}</td>
              <td className={classes.number}>{line.quantity}</td>
              <td className={classes.number}>{money(line.price)}</td>
              <td className={classes.number}>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <TotalRow label={t('orders.totals.items')} value={money(order.totals.items)} />
          {order.promo_code && (order.totals.discount ?? 0) > 0 && (
            <TotalRow
              label={t('orders.totals.discount', { code: order.promo_code })}
              value={`−${money(order.totals.discount ?? 0)}`}
            />
          )}
          <TotalRow
            label={t('orders.totals.delivery')}
            value={order.totals.delivery ? money(order.totals.delivery) : t('orders.totals.free')}
          />
          <TotalRow
            label={<strong>{t('orders.totals.total')}</strong>}
            value={<strong>{money(order.totals.total)}</strong>}
          />
          {order.refunded_total > 0 && (
            <TotalRow label={t('adminOrders.print.refunded')} value={money(order.refunded_total)} />
          )}
        </tfoot>
      </table>
    </div>
  );
}

function Slip({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <main className={classes.page}>
      <Group justify="space-between" className={classes.noPrint} mb="md">
        <Button component={Link} to={paths.admin.order.build(order.id)} variant="default">
          {t('adminOrders.print.back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {t('adminOrders.print.print')}
        </Button>
      </Group>
      <Stack gap="md">
        <SlipHeading order={order} />
        <SlipLines order={order} />
      </Stack>
    </main>
  );
}

/**
 * /admin/orders/{id}/print: the order's packing slip on a bare page of its own (no shop header,
 * tab bar or admin layout), made for paper; «Назад к заказу» and «Печать» show on screen only.
 */
export function OrderPrint({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useAdminOrder(id, Number.isInteger(id) && id > 0);
  usePageTitle(
    query.data
      ? t('adminOrders.print.title', { number: query.data.number })
      : t('adminOrders.title'),
  );
  if (query.isError)
    return (
      <LoadError
        message={t('adminOrders.detail.loadFailed')}
        toastId="admin-order-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  if (query.isPending) return <ListLoading />;
  return <Slip order={query.data} />;
}
