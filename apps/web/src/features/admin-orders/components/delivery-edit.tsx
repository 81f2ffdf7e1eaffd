import { Button, Modal, SimpleGrid, TextInput } from '@mantine/core';
import { orderDeliveryUpdateSchema, type OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useUpdateOrderDelivery } from '../api/update-order-delivery';

interface DeliveryValues {
  name: string;
  phone: string;
  city: string;
  street: string;
  house: string;
  flat: string;
}

/** The contract's paths as this form names them. */
const FIELDS = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'delivery.city': 'city',
  'delivery.street': 'street',
  'delivery.house': 'house',
  'delivery.flat': 'flat',
} as const;

function bodyOf(order: OrderDetail, values: DeliveryValues) {
  const contact = { name: values.name.trim(), phone: values.phone };
  return order.delivery.method === 'pickup'
    ? {
        contact,
        delivery: { method: 'pickup' as const, pickup_point_id: order.delivery.pickup_point.id },
      }
    : {
        contact,
        delivery: {
          method: 'courier' as const,
          city: values.city.trim(),
          street: values.street.trim(),
          house: values.house.trim(),
          flat: values.flat.trim() || null,
        },
      };
}

function DeliveryForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateOrderDelivery();
  const [formError, setFormError] = useState<string | null>(null);
  const courier = order.delivery.method === 'courier' ? order.delivery : null;
  const form = useSchemaForm<DeliveryValues>({
    initialValues: {
      name: order.customer.name,
      phone: order.customer.phone,
      city: courier?.city ?? '',
      street: courier?.street ?? '',
      house: courier?.house ?? '',
      flat: courier?.flat ?? '',
    },
    schema: orderDeliveryUpdateSchema,
    input: (values) => bodyOf(order, values),
    fields: FIELDS,
  });

  const submit = (values: DeliveryValues) => {
    setFormError(null);
    return update.mutateAsync(
      { id: order.id, body: bodyOf(order, values) },
      {
        onSuccess: () => {
          notifySuccess(t('adminOrders.detail.delivery.saved'));
          onDone();
        },
        onError: (error) => {
          const { formMessage } = applyFormError(form, error, {
            fields: FIELDS,
            fallback: t('adminOrders.detail.delivery.failed'),
            toast: 'never',
          });
          setFormError(formMessage);
        },
      },
    );
  };

  const field = (name: keyof DeliveryValues) => ({
    label: t(`adminOrders.detail.delivery.${name}`),
    ...form.getInputProps(name),
  });

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      error={formError}
      pending={update.isPending}
      submitLabel={t('adminOrders.detail.delivery.save')}
      actions={
        <Button variant="default" onClick={onDone}>
          {t('adminOrders.detail.delivery.cancel')}
        </Button>
      }
      actionsProps={{ gap: 'sm' }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput key={form.key('name')} {...field('name')} required />
        <TextInput key={form.key('phone')} {...field('phone')} type="tel" required />
      </SimpleGrid>
      {courier && (
        <>
          <TextInput key={form.key('city')} {...field('city')} required />
          <TextInput key={form.key('street')} {...field('street')} required />
          <SimpleGrid cols={2} spacing="sm">
            <TextInput key={form.key('house')} {...field('house')} required />
            <TextInput key={form.key('flat')} {...field('flat')} />
          </SimpleGrid>
        </>
      )}
    </SchemaForm>
  );
}

/** «Изменить адрес»: the recipient and the courier address, while the API allows it. */
export function DeliveryEdit({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!order.can_edit_delivery) return null;
  return (
    <>
      <Button variant="light" size="xs" onClick={() => setOpen(true)}>
        {t('adminOrders.detail.delivery.edit')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('adminOrders.detail.delivery.title')}
      >
        {open && <DeliveryForm order={order} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
