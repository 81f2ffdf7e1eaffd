import {
  Alert,
  Anchor,
  Box,
  Button,
  Group,
  Loader,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconBuildingStore,
  IconCash,
  IconCreditCard,
  IconShoppingBag,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  deliveryPrice,
  ORDER_LIMITS,
  type CheckoutOptions,
  type ClientCartLine,
  type DeliveryMethod,
  type OrderDetail,
  type PaymentMethod,
} from '@shop/contract';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paymentPageOf } from '@/api/orders/start-order-payment';
import { queryKeys } from '@/api/query-keys';
import { LoadError } from '@/components/load-error';
import { ListLoading } from '@/components/list-loading';
import { EmptyState } from '@/components/empty-state';
import { OrderSection } from '@/components/orders/order-section';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { browserLocation } from '@/lib/browser';
import { applyFormError } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useCurrentUser } from '@/lib/session';
import { FormErrorAlert } from '@/components/form-error-alert';
import { UnverifiedEmailAlert } from '@/components/unverified-email-alert';
import { WarningNote } from '@/components/warning-note';
import { useCheckoutOptions } from '../api/get-checkout-options';
import { usePlaceOrder } from '../api/place-order';
import {
  CHECKOUT_FIELDS,
  checkoutDraft,
  checkoutValidate,
  forgetCheckoutDrafts,
  initialCheckoutValues,
  recipientUpdates,
  rememberCheckoutDraft,
  toOrderCreate,
  type CheckoutFormValues,
} from '../checkout-form';
import { forgetCheckoutAttempt, idempotencyKeyFor } from '../idempotency';
import { refusalTexts } from '../refusal';
import { CheckoutSummary } from './checkout-summary';
import classes from './checkout.module.css';

/** What /orders/{id} reads from the router state when checkout lands there. */
const PLACED_STATE = { placed: true } as const;

function OptionCard({
  value,
  icon,
  title,
  hint,
  aside,
}: {
  value: string;
  icon?: ReactNode;
  title: string;
  hint?: string | null;
  aside?: string;
}) {
  return (
    <Radio.Card value={value} className={classes.option} radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={2} />
        {icon && <Box className={classes.optionIcon}>{icon}</Box>}
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Text fw={600} size="sm">
              {title}
            </Text>
            {aside && (
              <Text size="sm" fw={600} c="dimmed" style={{ flex: 'none' }}>
                {aside}
              </Text>
            )}
          </Group>
          {hint && (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          )}
        </Box>
      </Group>
    </Radio.Card>
  );
}

/** Lines whose quantity the stock cannot cover (the server would refuse them). */
function shortLines(lines: readonly ClientCartLine[]) {
  return lines.filter((line) => line.stock !== null && line.quantity > line.stock);
}

function CheckoutForm({
  lines,
  leftOut,
  options,
  onPlaced,
}: {
  lines: readonly ClientCartLine[];
  leftOut: number;
  options: CheckoutOptions;
  onPlaced: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const client = useQueryClient();
  const place = usePlaceOrder();
  // A second press (or Enter) while the first is on its way sends nothing: state updates are not
  // synchronous, this ref is.
  const sending = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [refused, setRefused] = useState<string[] | null>(null);

  const online = options.payment_methods.includes('online');
  const hasPickup = options.pickup_points.length > 0;
  // What was typed before is where the form starts (checkout-form.ts: drafts).
  const form = useForm<CheckoutFormValues>({
    mode: 'controlled',
    initialValues: checkoutDraft(user?.id) ?? initialCheckoutValues(user),
    validate: checkoutValidate,
    onValuesChange: (next) => rememberCheckoutDraft(user?.id, next),
  });
  // A profile that arrives or changes later fills only what is still empty and untouched.
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    const updates = recipientUpdates(user, form.getValues(), (field) => form.isTouched(field));
    if (updates.name !== undefined) form.setFieldValue('name', updates.name);
    if (updates.phone !== undefined) form.setFieldValue('phone', updates.phone);
  }, [user, form]);
  const values = form.getValues();
  const currency = options.currency;
  const itemsTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const courierPrice = deliveryPrice(options.delivery, 'courier', itemsTotal);
  const delivery = deliveryPrice(options.delivery, values.delivery_method, itemsTotal);
  const short = shortLines(lines);
  const freeAbove = options.delivery.free_above;

  const refreshCart = () =>
    client.invalidateQueries({ queryKey: queryKeys.cart(user?.id ?? null) });

  const submit = (formValues: CheckoutFormValues, event?: FormEvent<HTMLFormElement>) => {
    if (sending.current) return;
    const formElement = event?.currentTarget;
    sending.current = true;
    setFormError(null);
    setRefused(null);
    const body = toOrderCreate(formValues, lines);
    const key = idempotencyKeyFor(body);
    place.mutate(
      { body, key },
      {
        onSuccess: (order) => {
          forgetCheckoutAttempt();
          forgetCheckoutDrafts();
          onPlaced(order);
        },
        onError: (error) => {
          sending.current = false;
          const shown = refusalTexts(error, currency, t('checkout.failed'));
          if (shown) {
            setRefused(shown);
            notifyError(shown.join('\n'), { id: 'checkout-refused' });
            void refreshCart();
            return;
          }
          applyFormError(form, error, {
            fallback: t('checkout.failed'),
            fields: CHECKOUT_FIELDS,
            setFormError,
            toastId: 'checkout-failed',
            revealIn: formElement,
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('checkout.formLabel')}
      onSubmit={(event) => form.onSubmit(submit, revealFirstErrorOf)(event)}
      className={classes.layout}
    >
      <Stack gap="lg" miw={0}>
        <OrderSection level={2} id="checkout-contact" title={t('checkout.contact.title')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label={t('checkout.contact.name')}
              autoComplete="name"
              required
              maxLength={ORDER_LIMITS.nameMax + 20}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('checkout.contact.phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              placeholder={t('checkout.contact.phonePlaceholder')}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
        </OrderSection>

        <OrderSection level={2} id="checkout-delivery" title={t('checkout.delivery.title')}>
          <Radio.Group
            {...form.getInputProps('delivery_method')}
            onChange={(value) => form.setFieldValue('delivery_method', value as DeliveryMethod)}
            aria-label={t('checkout.delivery.method')}
          >
            <SimpleGrid cols={{ base: 1, xs: hasPickup ? 2 : 1 }} spacing="sm">
              <OptionCard
                value="courier"
                icon={<IconTruckDelivery size={20} stroke={1.6} />}
                title={t('checkout.delivery.courier')}
                hint={
                  freeAbove !== null
                    ? t('checkout.delivery.freeFrom', { amount: formatPrice(freeAbove, currency) })
                    : t('checkout.delivery.courierHint')
                }
                aside={
                  courierPrice === 0
                    ? t('checkout.delivery.free')
                    : formatPrice(courierPrice, currency)
                }
              />
              {hasPickup && (
                <OptionCard
                  value="pickup"
                  icon={<IconBuildingStore size={20} stroke={1.6} />}
                  title={t('checkout.delivery.pickup')}
                  hint={t('checkout.delivery.pickupHint')}
                  aside={t('checkout.delivery.free')}
                />
              )}
            </SimpleGrid>
          </Radio.Group>
          {!hasPickup && (
            <Text size="xs" c="dimmed" mt="xs">
              {t('checkout.delivery.noPickupPoints')}
            </Text>
          )}

          {values.delivery_method === 'courier' ? (
            <Stack gap="sm" mt="md">
              {freeAbove !== null && courierPrice > 0 && (
                <Text size="sm" c="wine.7" data-testid="free-delivery-hint">
                  {t('checkout.delivery.leftForFree', {
                    amount: formatPrice(freeAbove - itemsTotal, currency),
                  })}
                </Text>
              )}
              <TextInput
                label={t('checkout.delivery.city')}
                autoComplete="address-level2"
                required
                {...form.getInputProps('city')}
              />
              <TextInput
                label={t('checkout.delivery.street')}
                autoComplete="address-line1"
                required
                {...form.getInputProps('street')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <TextInput
                  label={t('checkout.delivery.house')}
                  required
                  {...form.getInputProps('house')}
                />
                <TextInput
                  label={t('checkout.delivery.flat')}
                  description={t('checkout.delivery.flatHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  {...form.getInputProps('flat')}
                />
              </SimpleGrid>
            </Stack>
          ) : (
            <Radio.Group
              mt="md"
              label={t('checkout.delivery.pickupPoint')}
              withAsterisk
              {...form.getInputProps('pickup_point_id')}
            >
              <Stack gap="xs" mt={6}>
                {options.pickup_points.map((point) => (
                  <OptionCard
                    key={point.id}
                    value={String(point.id)}
                    title={point.name}
                    hint={[
                      point.address,
                      point.hours ? t('checkout.delivery.hours', { hours: point.hours }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </OrderSection>

        <OrderSection level={2} id="checkout-payment" title={t('checkout.payment.title')}>
          <Radio.Group
            {...form.getInputProps('payment_method')}
            onChange={(value) => form.setFieldValue('payment_method', value as PaymentMethod)}
            aria-label={t('checkout.payment.method')}
          >
            <Stack gap="sm">
              <OptionCard
                value="cash_on_delivery"
                icon={<IconCash size={20} stroke={1.6} />}
                title={t('checkout.payment.onDelivery')}
                hint={t('checkout.payment.onDeliveryHint')}
              />
              {online && (
                <OptionCard
                  value="online"
                  icon={<IconCreditCard size={20} stroke={1.6} />}
                  title={t('checkout.payment.online')}
                  hint={t('checkout.payment.onlineHint', {
                    minutes: options.payment_timeout_minutes,
                  })}
                />
              )}
            </Stack>
          </Radio.Group>
          <Textarea
            mt="md"
            label={t('checkout.comment.label')}
            placeholder={t('checkout.comment.placeholder')}
            autosize
            minRows={2}
            maxRows={5}
            {...form.getInputProps('comment')}
          />
        </OrderSection>
      </Stack>

      <Box className={classes.aside}>
        <CheckoutSummary
          lines={lines}
          currency={currency}
          itemsTotal={itemsTotal}
          delivery={delivery}
        >
          {refused && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={t('checkout.refused.title')}
              role="alert"
              data-testid="checkout-refused"
            >
              <Stack gap={4}>
                {refused.map((text) => (
                  <Text key={text} size="sm">
                    {text}
                  </Text>
                ))}
                <Text size="sm" c="dimmed">
                  {t('checkout.refused.cartRefreshed')}
                </Text>
              </Stack>
            </Alert>
          )}
          {leftOut > 0 && (
            <WarningNote testId="checkout-left-out">
              {t('cart.soldOut.leftOut', { count: leftOut })}
            </WarningNote>
          )}
          {short.length > 0 && (
            <WarningNote
              action={
                <Anchor component={Link} to={paths.cart} size="sm" fw={600}>
                  {t('checkout.stock.toCart')}
                </Anchor>
              }
            >
              {t('checkout.stock.fix')}
            </WarningNote>
          )}
          {user && !user.email_verified && <UnverifiedEmailAlert email={user.email} />}
          <FormErrorAlert message={formError} testId="checkout-error" />
          <Button
            type="submit"
            size="md"
            fullWidth
            loading={place.isPending}
            disabled={short.length > 0}
          >
            {values.payment_method === 'online' ? t('checkout.submitOnline') : t('checkout.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {values.payment_method === 'online'
              ? t('checkout.termsOnline')
              : t('checkout.termsOnDelivery')}
          </Text>
        </CheckoutSummary>
      </Box>
    </form>
  );
}

/**
 * /checkout for a signed-in shopper: the recipient (from the profile), delivery by courier or
 * from a pickup point, payment on delivery or online (only when the shop offers it), the summary
 * with every line, the delivery and the total. «Подтвердить заказ» sends POST /api/orders once per
 * attempt; a refusal names the lines and the cart is refreshed; a placed order opens its page, an
 * online one the provider's payment page.
 */
export function CheckoutPage({
  lines,
  leftOut = 0,
  cartLoading,
}: {
  /** The lines the order takes. */
  lines: readonly ClientCartLine[];
  /** Sold-out lines of the cart that the order leaves out. */
  leftOut?: number;
  cartLoading: boolean;
}) {
  const { t } = useTranslation();
  usePageTitle(t('checkout.title'));
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useCurrentUser();
  const options = useCheckoutOptions();
  const [redirecting, setRedirecting] = useState(false);

  const openOrder = (order: OrderDetail) =>
    void navigate(paths.order.build(order.id), { replace: true, state: PLACED_STATE });

  const onPlaced = (order: OrderDetail) => {
    // The server took the ordered lines out of the cart.
    void client.invalidateQueries({ queryKey: queryKeys.cart(user?.id ?? null) });
    if (order.payment.method !== 'online' || order.payment.state !== 'pending') {
      openOrder(order);
      return;
    }
    // An online order: on to the provider's page. Should the provider not answer, the order
    // stays (it waits for its payment) and its page offers «Оплатить заказ» again.
    setRedirecting(true);
    paymentPageOf(order).then(
      (url) => {
        if (url) browserLocation.assign(url);
        else openOrder(order);
      },
      (error: unknown) => {
        notifyError(t('checkout.paymentFailed'), { id: 'checkout-payment-failed' });
        console.warn('[checkout] the payment page could not be opened', error);
        openOrder(order);
      },
    );
  };

  let content;
  if (redirecting) {
    content = (
      <Group justify="center" py="xl" gap="sm">
        <Loader size="sm" />
        <Text>{t('checkout.redirecting')}</Text>
      </Group>
    );
  } else if (options.isError) {
    content = (
      <LoadError
        message={t('checkout.optionsFailed')}
        toastId="checkout-options-failed"
        onRetry={() => void options.refetch()}
      />
    );
  } else if (cartLoading || options.isPending) {
    content = <ListLoading />;
  } else if (lines.length === 0) {
    content = (
      <EmptyState
        icon={<IconShoppingBag size={34} stroke={1.4} />}
        title={t('checkout.empty')}
        text={t('checkout.emptyText')}
        action={
          <Button component={Link} to={paths.items} mt="sm">
            {t('checkout.toCatalog')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <CheckoutForm lines={lines} leftOut={leftOut} options={options.data} onPlaced={onPlaced} />
    );
  }

  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Anchor component={Link} to={paths.cart} size="sm" c="dimmed">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} />
          {t('checkout.backToCart')}
        </Group>
      </Anchor>
      <Title order={1} mt="xs" mb="lg">
        {t('checkout.title')}
      </Title>
      {content}
    </Box>
  );
}
