import { Anchor, Box, Button, Group, Loader, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingBag } from '@tabler/icons-react';
import type { ClientCartLine } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ListLoading } from '@/components/list-loading';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCheckoutOptions } from '../api/get-checkout-options';
import { usePlacedOrder } from '../hooks/use-placed-order';
import { CheckoutForm } from './checkout-order-form';

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
  const options = useCheckoutOptions();
  const { redirecting, onPlaced } = usePlacedOrder();

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
