import { Anchor, Box, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingBag } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientCartLine, OrderDetail } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paymentPageOf } from '@/api/orders/start-order-payment';
import { queryKeys } from '@/api/query-keys';
import { EmptyState } from '@/components/empty-state';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { browserLocation } from '@/lib/browser';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useCheckoutOptions } from '../api/get-checkout-options';
import { CheckoutForm } from './checkout-order-form';

/** What /orders/{id} reads from the router state when checkout lands there. */
const PLACED_STATE = { placed: true } as const;

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
