import { Alert, Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCash } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRecordCash } from '../api/record-cash';

/**
 * «Деньги получены» on a delivered cash order: the courier's or the pickup point's cash reached
 * the shop (asked first; the order then counts as paid). Once recorded, when it was.
 */
export function CashReceived({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const record = useRecordCash();
  if (order.cash_received_at)
    return (
      <Alert color="green" variant="light" icon={<IconCash size={18} />}>
        {t('adminOrders.detail.cash.received', {
          date: formatDate(order.cash_received_at, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </Alert>
    );
  if (!order.can_record_cash) return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: t('adminOrders.detail.cash.confirmTitle'),
      children: <Text size="sm">{t('adminOrders.detail.cash.confirmText')}</Text>,
      labels: { confirm: t('adminOrders.detail.cash.button'), cancel: t('admin.common.cancel') },
      onConfirm: () =>
        record.mutate(order.id, {
          onSuccess: () => notifySuccess(t('adminOrders.detail.cash.done')),
          onError: (error) =>
            notifyError(errorTextOr(error, t('adminOrders.detail.cash.failed')), {
              id: 'admin-order-cash-failed',
            }),
        }),
    });
  return (
    <Alert color="yellow" variant="light" icon={<IconCash size={18} />}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t('adminOrders.detail.cash.due')}</Text>
        <Button size="xs" onClick={confirm} loading={record.isPending}>
          {t('adminOrders.detail.cash.button')}
        </Button>
      </Group>
    </Alert>
  );
}
