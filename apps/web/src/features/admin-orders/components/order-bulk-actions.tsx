import { Button, Select, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  ORDER_STATUSES,
  type BulkResult,
  type OrderStatus,
  type OrderSummary,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/api/query-keys';
import { BulkBar, useBulkRequest } from '@/components/admin/bulk-bar';
import { skippedText } from '@/lib/error-messages';
import { setOrdersStatus } from '../api/set-orders-status';

/** Statuses an order can be moved to (none goes back to «new»). */
const TARGETS = ORDER_STATUSES.filter((status) => status !== 'new');

type Skipped = BulkResult['skipped'][number];

/**
 * «Заказ V-000012 не изменён. Из статуса «Доставлен» нельзя перейти в «Отправлен»» for one
 * refused order: its reason's words, with the status it was asked to take.
 */
function useRefusalText() {
  const { t } = useTranslation();
  return (skipped: Skipped, to: OrderStatus, rows: OrderSummary[]) => {
    const row = rows.find((r) => r.id === skipped.id);
    const number = row?.number ?? `#${skipped.id}`;
    if (skipped.code === 'NOT_FOUND') return t('adminOrders.bulk.notFound', { number });
    const reason = skippedText(skipped, { status: row?.status, to_status: to });
    return t('adminOrders.bulk.refused', { number, reason });
  };
}

/**
 * What the orders list does to its ticked rows: move them to one status after a confirm. The
 * server applies the rules of one change to each (only the transitions the order allows, the
 * stock and payment of a cancel, the audit log) and names the ones it left; the toast says so.
 */
export function OrderBulkActions({
  selected,
  onDone,
}: {
  selected: OrderSummary[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const bulk = useBulkRequest({
    send: (to: OrderStatus) => setOrdersStatus({ ids: selected.map((o) => o.id), status: to }),
    keys: {
      changed: 'adminOrders.bulk.changed',
      changedSkipped: 'adminOrders.bulk.changedSkipped',
      none: 'adminOrders.bulk.noneChanged',
      failed: 'adminOrders.bulk.failed',
    },
    refusal: (skipped, to) => refusal(skipped, to, selected),
    refresh: queryKeys.orders.all,
    onDone: () => {
      setStatus(null);
      onDone();
    },
  });

  const confirm = () => {
    if (!status) return;
    modals.openConfirmModal({
      title: t('adminOrders.bulk.confirmTitle'),
      children: (
        <Text size="sm">
          {t('adminOrders.bulk.confirm', {
            count: selected.length,
            status: t(`orders.status.${status}`),
          })}
        </Text>
      ),
      labels: { confirm: t('adminOrders.bulk.apply'), cancel: t('admin.common.cancel') },
      confirmProps: { color: status === 'cancelled' ? 'red' : undefined },
      onConfirm: () => void bulk.run(status),
    });
  };

  return (
    <BulkBar selectedText={t('adminOrders.bulk.selected', { count: selected.length })}>
      <Select
        size="sm"
        aria-label={t('adminOrders.bulk.status')}
        placeholder={t('adminOrders.bulk.status')}
        data={TARGETS.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
        value={status}
        onChange={(value) => setStatus(value as OrderStatus | null)}
        w={200}
        comboboxProps={{ withinPortal: true }}
      />
      <Button size="sm" variant="default" disabled={!status} loading={bulk.busy} onClick={confirm}>
        {t('adminOrders.bulk.apply')}
      </Button>
    </BulkBar>
  );
}
