import { Text, Timeline } from '@mantine/core';
import {
  IconCircleCheck,
  IconCircleDashed,
  IconCircleX,
  IconPackage,
  IconReceipt,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { OrderDetail, OrderStatus, OrderStatusEvent } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { statusLabelKey } from './order-status-badge';

const ICONS: Record<OrderStatus, ReactNode> = {
  new: <IconReceipt size={14} />,
  confirmed: <IconCircleCheck size={14} />,
  shipped: <IconTruckDelivery size={14} />,
  delivered: <IconPackage size={14} />,
  cancelled: <IconCircleX size={14} />,
};

/** The way an order normally goes; a cancelled order shows what happened instead. */
const HAPPY_PATH: OrderStatus[] = ['new', 'confirmed', 'shipped', 'delivered'];

interface Step {
  status: OrderStatus;
  event: OrderStatusEvent | null;
}

function stepsOf(order: Pick<OrderDetail, 'status' | 'timeline'>): Step[] {
  const events = order.timeline;
  if (order.status === 'cancelled') return events.map((event) => ({ status: event.status, event }));
  // The latest event of each status (a status is reached once on the happy path).
  return HAPPY_PATH.map((status) => ({
    status,
    event: [...events].reverse().find((event) => event.status === status) ?? null,
  }));
}

/**
 * The order's status history: the four steps of the normal way with the date each was reached
 * (and by whom — the admin's email when an admin looks — with the admin's note), the steps still
 * ahead in grey; a cancelled order lists what happened up to its cancellation.
 */
export function OrderTimeline({
  order,
}: {
  order: Pick<OrderDetail, 'status' | 'timeline'> & Partial<Pick<OrderDetail, 'delivery_method'>>;
}) {
  const { t } = useTranslation();
  const steps = stepsOf(order);
  const active = steps.reduce((last, step, index) => (step.event ? index : last), -1);
  const cancelled = order.status === 'cancelled';
  return (
    <Timeline
      active={active}
      bulletSize={26}
      lineWidth={2}
      color={cancelled ? 'gray' : 'wine'}
      aria-label={t('orders.timeline.label')}
    >
      {steps.map((step, index) => (
        <Timeline.Item
          key={`${step.status}-${index}`}
          bullet={step.event ? ICONS[step.status] : <IconCircleDashed size={14} />}
          color={step.status === 'cancelled' ? 'red' : undefined}
          title={
            <Text fw={step.event ? 600 : 400} c={step.event ? undefined : 'dimmed'} size="sm">
              {t(statusLabelKey(step.status, order.delivery_method))}
            </Text>
          }
          data-reached={step.event ? 'true' : 'false'}
        >
          {step.event ? (
            <>
              <Text size="xs" c="dimmed">
                {t('orders.timeline.by', {
                  actor: step.event.by_email ?? t(`orders.actor.${step.event.by}`),
                  date: formatDate(step.event.at, { dateStyle: 'medium', timeStyle: 'short' }),
                })}
              </Text>
              {step.event.note && (
                <Text size="sm" mt={2} style={{ overflowWrap: 'anywhere' }}>
                  {step.event.note}
                </Text>
              )}
            </>
          ) : (
            <Text size="xs" c="dimmed">
              {t('orders.timeline.waiting')}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
