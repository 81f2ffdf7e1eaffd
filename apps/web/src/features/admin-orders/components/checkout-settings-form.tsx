import {
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { ORDER_LIMITS, type CheckoutSettings } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { FormRowCard } from '@/components/admin/form-row-card';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { SchemaForm } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useCheckoutSettings } from '../api/get-checkout-settings';
import { useUpdateCheckoutSettings } from '../api/update-checkout-settings';
import {
  newPointKey,
  settingsRules,
  settingsToValues,
  settingsUpdate,
  type SettingsValues,
} from '../checkout-settings-form';

type SettingsFormApi = UseFormReturnType<SettingsValues>;

/** The courier's price and the sum from which delivery is free, in the shop's currency. */
function DeliveryPriceFields({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const symbol = formatPrice(0, currency).replace(/[\d\s.,]/g, '');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} bg="white">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          size="md"
          radius="md"
          label={t('adminOrders.settings.courierPrice', { currency: symbol })}
          decimalScale={2}
          {...NUMBER_AS_TYPED}
          thousandSeparator=" "
          required
          {...form.getInputProps('courier_price')}
        />
        <NumberInput
          size="md"
          radius="md"
          label={t('adminOrders.settings.freeAbove', { currency: symbol })}
          description={t('adminOrders.settings.freeAboveHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          decimalScale={2}
          {...NUMBER_AS_TYPED}
          thousandSeparator=" "
          {...form.getInputProps('free_above')}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** One pickup point's card: its name and hours side by side, its address under them. */
function PickupPointCard({ form, index }: { form: SettingsFormApi; index: number }) {
  const { t } = useTranslation();
  return (
    <FormRowCard
      label={t('adminOrders.settings.point', { index: index + 1 })}
      removeLabel={t('adminOrders.settings.removePoint', { index: index + 1 })}
      onRemove={() => form.removeListItem('pickup_points', index)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('adminOrders.settings.pointName')}
          required
          maxLength={100}
          {...form.getInputProps(`pickup_points.${index}.name`)}
        />
        <TextInput
          label={t('adminOrders.settings.pointHours')}
          placeholder={t('adminOrders.settings.pointHoursPlaceholder')}
          maxLength={100}
          {...form.getInputProps(`pickup_points.${index}.hours`)}
        />
      </SimpleGrid>
      <TextInput
        mt="sm"
        label={t('adminOrders.settings.pointAddress')}
        required
        maxLength={300}
        {...form.getInputProps(`pickup_points.${index}.address`)}
      />
    </FormRowCard>
  );
}

/** The pickup points: a card each, added (up to the contract's most) and removed here. */
function PickupPointsSection({ form }: { form: SettingsFormApi }) {
  const { t } = useTranslation();
  const points = form.getValues().pickup_points;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="white"
      component="section"
      aria-labelledby="pickup-points-title"
    >
      <Group justify="space-between" align="center" mb="xs" gap="sm">
        <Title order={3} fz="h4" id="pickup-points-title">
          {t('adminOrders.settings.pickupPoints')}
        </Title>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} />}
          disabled={points.length >= ORDER_LIMITS.pickupPointsMax}
          onClick={() =>
            form.insertListItem('pickup_points', {
              key: newPointKey(),
              id: null,
              name: '',
              address: '',
              hours: '',
            })
          }
        >
          {t('adminOrders.settings.addPoint')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {t('adminOrders.settings.pickupHint')}
      </Text>
      {points.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminOrders.settings.noPoints')}
        </Text>
      ) : (
        <Stack gap="md">
          {points.map((point, index) => (
            <PickupPointCard key={point.key} form={form} index={index} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function SettingsForm({ settings }: { settings: CheckoutSettings }) {
  const { t } = useTranslation();
  const save = useUpdateCheckoutSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<SettingsValues>({
    mode: 'controlled',
    initialValues: settingsToValues(settings),
    ...settingsRules,
  });

  const submit = (values: SettingsValues) => {
    setFormError(null);
    return save.mutateAsync(settingsUpdate(values), {
      onSuccess: (saved) => {
        form.setValues(settingsToValues(saved));
        form.resetDirty();
        notifySuccess(t('adminOrders.settings.saved'));
      },
      onError: (error) =>
        applyFormError(form, error, {
          fallback: t('adminOrders.settings.saveFailed'),
          fields: {
            'delivery.courier_price': 'courier_price',
            'delivery.free_above': 'free_above',
          },
          setFormError,
          toastId: 'checkout-settings-failed',
        }),
    });
  };

  return (
    <Box maw={880}>
      <SchemaForm
        form={form}
        onSubmit={submit}
        leaveGuard
        error={formError}
        gap="lg"
        pending={save.isPending}
        submitLabel={t('adminOrders.settings.save')}
        submitProps={{ style: { alignSelf: 'flex-start' } }}
      >
        <DeliveryPriceFields form={form} />
        <PickupPointsSection form={form} />
      </SchemaForm>
    </Box>
  );
}

/** /admin/orders/settings: the courier price, free delivery from a sum, the pickup points. */
export function CheckoutSettingsPage() {
  const { t } = useTranslation();
  const query = useCheckoutSettings();
  if (query.isError) {
    return (
      <LoadError
        message={t('adminOrders.settings.loadFailed')}
        toastId="checkout-settings-load-failed"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.isPending) return <ListLoading />;
  return <SettingsForm settings={query.data} />;
}
