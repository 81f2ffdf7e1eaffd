import { Alert, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconShoppingBag } from '@tabler/icons-react';
import type { CartLine, OutfitCartResponse } from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useAddOutfitToCart } from '../api/add-outfit-to-cart';

type Skipped = OutfitCartResponse['skipped'];

/**
 * 'Добавить образ в корзину' (POST /api/outfits/{id}/cart): one of each item goes into the cart.
 * The answer's cart is handed to `onCart` (the cart owns its cache); what could not be added is
 * told in the toast and stays listed under the button, each with its reason.
 */
export function OutfitCartButton({
  outfitId,
  onCart,
  aside,
}: {
  outfitId: number;
  onCart?: (lines: CartLine[]) => void;
  /** Shown next to the button (the outfit's heart). */
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const add = useAddOutfitToCart();
  const [skipped, setSkipped] = useState<Skipped>([]);

  const describe = (list: Skipped) =>
    t('outfits.detail.cart.skipped', {
      list: list
        .map(({ name, reason }) => `${name} (${t(`outfits.detail.cart.reasons.${reason}`)})`)
        .join(', '),
    });

  const onClick = () =>
    add.mutate(outfitId, {
      onSuccess: (answer) => {
        onCart?.(answer.cart);
        setSkipped(answer.skipped);
        const added = t('outfits.detail.cart.addedText', { count: answer.added.length });
        if (answer.added.length === 0) {
          notifyError(describe(answer.skipped), {
            title: t('outfits.detail.cart.nothingTitle'),
            id: 'outfit-cart',
          });
        } else if (answer.skipped.length > 0) {
          notifications.show({
            id: 'outfit-cart',
            title: t('outfits.detail.cart.partialTitle'),
            message: `${added} ${describe(answer.skipped)}`,
            color: 'yellow',
            autoClose: 8000,
          });
        } else {
          notifications.show({
            id: 'outfit-cart',
            title: t('outfits.detail.cart.added'),
            message: added,
            color: 'teal',
          });
        }
      },
      onError: (error) => {
        console.warn('[outfits] the outfit could not be added to the cart', error);
        notifyError(t('outfits.detail.cart.failed'), { id: 'outfit-cart' });
      },
    });

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Button
          size="md"
          leftSection={<IconShoppingBag size={18} />}
          onClick={onClick}
          loading={add.isPending}
          aria-label={t('outfits.detail.cart.add')}
        >
          {/* A phone has room for the short label only. */}
          <Box component="span" hiddenFrom="xs">
            {t('outfits.detail.cart.addShort')}
          </Box>
          <Box component="span" visibleFrom="xs">
            {t('outfits.detail.cart.add')}
          </Box>
        </Button>
        {aside}
      </Group>
      {skipped.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={t('outfits.detail.cart.partialTitle')}
          w="100%"
          data-testid="outfit-cart-skipped"
        >
          <Text size="sm">{describe(skipped)}</Text>
          <Anchor component={Link} to={paths.cart} size="sm" fw={600}>
            {t('outfits.detail.cart.toCart')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
