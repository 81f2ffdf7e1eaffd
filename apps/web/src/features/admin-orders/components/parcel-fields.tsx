import { Group, Select, TextInput } from '@mantine/core';
import {
  CARRIERS,
  trackingNumberSchema,
  type Carrier,
  type OrderDetail,
  type OrderStatus,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ParcelValues = { carrier: Carrier; trackingNumber: string };
const NO_PARCEL: ParcelValues = { carrier: 'kazpost', trackingNumber: '' };

/** The body's parcel fields: none when no number was typed, the number as the API keeps it. */
function parcelBody(values: ParcelValues) {
  const parsed = trackingNumberSchema.safeParse(values.trackingNumber);
  if (!values.trackingNumber.trim()) return { ok: true as const, body: {} };
  if (!parsed.success) return { ok: false as const, body: {} };
  return { ok: true as const, body: { carrier: values.carrier, tracking_number: parsed.data } };
}

/**
 * Asked with «Отметить отправленным» of a courier order: the carrier and the tracking number,
 * which the shopper then sees with the carrier's tracking link and in the email. The number is
 * optional (a shop's own courier has none).
 */
function ParcelFields({
  values,
  onChange,
  invalid,
}: {
  values: ParcelValues;
  onChange: (values: ParcelValues) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      <Select
        label={t('adminOrders.detail.parcel.carrier')}
        data={CARRIERS.map((carrier) => ({
          value: carrier,
          label: t(`orders.carrier.${carrier}`),
        }))}
        value={values.carrier}
        onChange={(carrier) => carrier && onChange({ ...values, carrier: carrier as Carrier })}
        allowDeselect={false}
        miw={180}
      />
      <TextInput
        label={t('adminOrders.detail.parcel.number')}
        description={t('adminOrders.detail.parcel.hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={values.trackingNumber}
        onChange={(event) => onChange({ ...values, trackingNumber: event.currentTarget.value })}
        error={invalid ? t('adminOrders.detail.parcel.invalid') : undefined}
        autoComplete="off"
        miw={220}
      />
    </Group>
  );
}

/**
 * The parcel asked with «shipped» of a courier order (a pickup order has none): its fields, and
 * the body's part for a status change — or `ok: false` (the fields say why) for a number no
 * carrier prints.
 */
export function useParcel(order: OrderDetail) {
  const [values, setValues] = useState<ParcelValues>(NO_PARCEL);
  const [invalid, setInvalid] = useState(false);
  const asks = order.delivery_method !== 'pickup' && order.next_statuses.includes('shipped');
  return {
    fields: asks ? <ParcelFields values={values} onChange={setValues} invalid={invalid} /> : null,
    bodyFor(status: OrderStatus) {
      const parcel = status === 'shipped' && asks ? parcelBody(values) : { ok: true, body: {} };
      setInvalid(!parcel.ok);
      return parcel;
    },
    reset: () => setValues(NO_PARCEL),
  };
}
