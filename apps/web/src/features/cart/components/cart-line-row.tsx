import { ActionIcon, Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ClientCartLine } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { resolveImageUrl } from '@/lib/image-url';
import { sizeLabel } from '@/lib/size-label';
import { CartLineAmounts, CartLineThumb } from './cart-line-parts';
import classes from './cart-view.module.css';
import { shownColor } from '@/lib/value-words';

/** One cart line: picture, name (→ item page), brand, size and colour, price, stepper, remove. */
export function CartLineRow({
  line,
  currency,
  onQuantityChange,
  onRemove,
}: {
  line: ClientCartLine;
  currency: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const image = resolveImageUrl(line.image_url);
  const itemPath = paths.item.build(line.item_id);
  const soldOut = line.stock === 0;
  const details = [
    line.size ? t('cart.size', { size: sizeLabel(line.size, t) }) : null,
    line.color ? t('cart.color', { color: shownColor(line.color) }) : null,
  ].filter(Boolean);

  return (
    <Box
      component="li"
      className={classes.line}
      aria-label={line.name}
      data-sold-out={soldOut || undefined}
    >
      <CartLineThumb image={image} itemPath={itemPath} />

      <Stack gap={4} className={classes.lineBody}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box miw={0}>
            {line.brand && (
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.brand}>
                {line.brand}
              </Text>
            )}
            <Anchor component={Link} to={itemPath} c="dark.8" fw={600} lineClamp={2}>
              {line.name}
            </Anchor>
          </Box>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onRemove}
            aria-label={t('cart.removeLine', { name: line.name })}
            title={t('cart.remove')}
          >
            <IconTrash size={18} stroke={1.6} />
          </ActionIcon>
        </Group>

        {details.length > 0 && (
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
        )}
        {soldOut && (
          <Group gap={6} wrap="wrap">
            <Badge color="dark" variant="light" size="sm" w="fit-content">
              {t('cart.outOfStock')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t('cart.soldOut.notInOrder')}
            </Text>
          </Group>
        )}

        <CartLineAmounts
          line={line}
          currency={currency}
          soldOut={soldOut}
          onQuantityChange={onQuantityChange}
        />
      </Stack>
    </Box>
  );
}
