import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink, IconTruckDelivery } from '@tabler/icons-react';
import type { OrderDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';

/**
 * The parcel of a shipped order: its carrier and tracking number, with the carrier's tracking
 * page where it has one. Nothing while the order has no tracking number.
 */
export function OrderShipment({ order }: { order: Pick<OrderDetail, 'shipment'> }) {
  const { t } = useTranslation();
  const { shipment } = order;
  if (!shipment) return null;
  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="order-shipment">
      <IconTruckDelivery size={18} aria-hidden />
      <Text size="sm">
        {t('orders.shipment.text', {
          carrier: t(`orders.carrier.${shipment.carrier}`),
          number: shipment.tracking_number,
        })}
      </Text>
      {shipment.tracking_url && (
        <Anchor
          href={shipment.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          fw={600}
        >
          <Group gap={4} wrap="nowrap" component="span">
            {t('orders.shipment.track')}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      )}
    </Group>
  );
}
