import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ClientCartLine } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnverifiedEmailAlert } from '@/components/unverified-email-alert';
import { WarningNote } from '@/components/warning-note';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';
import { CheckoutSummary } from './checkout-summary';

/** The lines the server refused, with the note that the cart was refreshed. */
function RefusedLines({ texts }: { texts: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title={t('checkout.refused.title')}
      role="alert"
      data-testid="checkout-refused"
    >
      <Stack gap={4}>
        {texts.map((text) => (
          <Text key={text} size="sm">
            {text}
          </Text>
        ))}
        <Text size="sm" c="dimmed">
          {t('checkout.refused.cartRefreshed')}
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The summary beside the form: the lines and the total, what stands in the way of the order
 * (refused lines, sold-out ones left out, quantities over the stock, an unverified email, the
 * form's error) and «Подтвердить заказ».
 */
export function CheckoutAside(props: {
  lines: readonly ClientCartLine[];
  currency: string;
  itemsTotal: number;
  discount: { code: string; amount: number } | null;
  delivery: number;
  /** The promo code field, between the lines and the totals. */
  promo: ReactNode;
  refused: readonly string[] | null;
  leftOut: number;
  /** Some line's quantity is over its stock: the order cannot be sent. */
  overStock: boolean;
  /** Paid online: the terms say so. */
  online: boolean;
  /** The form's alert and «Подтвердить заказ», as the form's frame draws them. */
  placeButton: ReactNode;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <CheckoutSummary
      lines={props.lines}
      currency={props.currency}
      itemsTotal={props.itemsTotal}
      discount={props.discount}
      delivery={props.delivery}
      promo={props.promo}
    >
      {props.refused && <RefusedLines texts={props.refused} />}
      {props.leftOut > 0 && (
        <WarningNote testId="checkout-left-out">
          {t('cart.soldOut.leftOut', { count: props.leftOut })}
        </WarningNote>
      )}
      {props.overStock && (
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
      {props.placeButton}
      <Text size="xs" c="dimmed" ta="center">
        {props.online ? t('checkout.termsOnline') : t('checkout.termsOnDelivery')}
      </Text>
    </CheckoutSummary>
  );
}
