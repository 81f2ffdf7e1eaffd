import { Group, Select, TextInput } from '@mantine/core';
import { CARRIERS, trackingNumberSchema, type Carrier } from '@shop/contract';
import { useTranslation } from 'react-i18next';

export type ParcelValues = { carrier: Carrier; trackingNumber: string };
export const NO_PARCEL: ParcelValues = { carrier: 'kazpost', trackingNumber: '' };

/** The body's parcel fields: none when no number was typed, the number as the API keeps it. */
export function parcelBody(values: ParcelValues) {
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
export function ParcelFields({
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
