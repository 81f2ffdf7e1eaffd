import { Alert, Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconShoppingBag } from '@tabler/icons-react';
import type { CartLine, OutfitCartResponse } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { sizeLabel } from '@/lib/size-label';
import type { Unavailable } from '../hooks/use-outfit-cart-choice';
import { OutfitCartDialog } from './outfit-cart-dialog';

type Skipped = OutfitCartResponse['skipped'];

/** The items not added, each with why. */
function describeSkipped(t: TFunction, list: Skipped): string {
  return list
    .map(({ name, reason }) => `${name} (${t(`outfits.detail.cart.reasons.${reason}`)})`)
    .join(', ');
}

/**
 * The toast of an outfit put into the cart: what was added, with sizes, and what was not. Nothing
 * added is an error; a part of it, a warning that stays longer.
 */
function notifyCartOutcome(t: TFunction, answer: OutfitCartResponse, notAdded: Skipped) {
  const parts: string[] = [];
  if (answer.added.length > 0)
    parts.push(
      t('outfits.detail.cart.addedList', {
        count: answer.added.length,
        list: answer.added
          .map(({ name, size }) => (size ? `${name} (${sizeLabel(size, t)})` : name))
          .join(', '),
      }),
    );
  if (notAdded.length > 0)
    parts.push(t('outfits.detail.cart.notAdded', { list: describeSkipped(t, notAdded) }));
  const message = parts.join('. ');
  if (answer.added.length === 0) {
    notifyError(message, { title: t('outfits.detail.cart.nothingTitle'), id: 'outfit-cart' });
  } else {
    notifications.show({
      id: 'outfit-cart',
      title: t(
        notAdded.length > 0 ? 'outfits.detail.cart.partialTitle' : 'outfits.detail.cart.addedTitle',
      ),
      message,
      color: notAdded.length > 0 ? 'yellow' : 'teal',
      autoClose: notAdded.length > 0 ? 8000 : 5000,
    });
  }
}

/**
 * 'Добавить образ в корзину': opens the dialog where the shopper ticks the items and chooses
 * their sizes. The answer's cart is handed to `onCart` (the cart owns its cache); the toast says
 * what was added, with sizes, and what was not (sold out meanwhile, or not on sale at all), which
 * also stays listed under the button.
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
  const [opened, { open, close }] = useDisclosure(false);
  const [skipped, setSkipped] = useState<Skipped>([]);

  const onAdded = (answer: OutfitCartResponse, unavailable: Unavailable[]) => {
    close();
    onCart?.(answer.cart);
    const notAdded = [...answer.skipped, ...unavailable];
    setSkipped(notAdded);
    notifyCartOutcome(t, answer, notAdded);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Button
          size="md"
          leftSection={<IconShoppingBag size={18} />}
          onClick={open}
          aria-haspopup="dialog"
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
          <Text size="sm">
            {t('outfits.detail.cart.skipped', { list: describeSkipped(t, skipped) })}
          </Text>
          <Anchor component={Link} to={paths.cart} size="sm" fw={600}>
            {t('outfits.detail.cart.toCart')}
          </Anchor>
        </Alert>
      )}
      <OutfitCartDialog outfitId={outfitId} opened={opened} onClose={close} onAdded={onAdded} />
    </Stack>
  );
}
