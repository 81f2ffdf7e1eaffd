import { Box, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconShoppingBag } from '@tabler/icons-react';
import type { ClientCartLine } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { EmptyState } from '@/components/empty-state';
import { SuggestedItems } from '@/components/suggested-items';
import { paths } from '@/config/paths';
import { notifySuccess } from '@/lib/notify';
import { addBackInput } from '../cart-lines';
import { useCart } from '../hooks/use-cart';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import classes from './cart-view.module.css';

function CartEmpty() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <EmptyState
        icon={<IconShoppingBag size={34} stroke={1.4} />}
        title={t('cart.empty')}
        text={t('cart.emptyText')}
        action={
          <Button component={Link} to={paths.items} mt="sm">
            {t('cart.toCatalog')}
          </Button>
        }
      />
      <SuggestedItems />
    </Stack>
  );
}

/**
 * /cart: the lines with quantity controls, the summary, or 'Ваша корзина пуста'. `onCheckout` is
 * what «Оформить заказ» does: /checkout when signed in, a guest is asked to sign in first.
 */
export function CartView({ onCheckout }: { onCheckout: () => void }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const {
    lines,
    count,
    orderableCount,
    total,
    savings,
    soldOutLines,
    isLoading,
    setQuantity,
    remove,
    clear,
    add,
  } = useCart();

  /** Removes a line at once and offers to bring it back as it was («Вернуть»). */
  const removeWithUndo = (line: ClientCartLine) => {
    void remove(line.id);
    notifySuccess(t('cart.removed'), {
      id: `cart-removed-${line.id}`,
      message: line.name,
      action: {
        label: t('cart.undo'),
        onClick: () => void add(addBackInput(line)),
      },
    });
  };

  const confirmClear = () =>
    modals.openConfirmModal({
      title: t('cart.clearConfirm.title'),
      children: <Text c="dimmed">{t('cart.clearConfirm.text')}</Text>,
      labels: { confirm: t('cart.clearConfirm.confirm'), cancel: t('cart.clearConfirm.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void clear(),
    });

  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="baseline" mb="lg" gap="xs">
        <Title order={1}>{t('cart.title')}</Title>
        {lines.length > 0 && <Text c="dimmed">{t('cart.summary.itemsCount', { count })}</Text>}
      </Group>

      {isLoading ? (
        <Group justify="center" py="xl">
          <Loader color="wine" aria-label={t('common.loading')} />
        </Group>
      ) : lines.length === 0 ? (
        <CartEmpty />
      ) : (
        <div className={classes.layout}>
          <Box component="ul" className={classes.lines} aria-label={t('cart.linesLabel')}>
            {lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                currency={currency}
                onQuantityChange={(quantity) => void setQuantity(line.id, quantity)}
                onRemove={() => removeWithUndo(line)}
              />
            ))}
          </Box>
          <CartSummary
            count={orderableCount}
            total={total}
            savings={savings}
            soldOutLines={soldOutLines}
            canCheckout={orderableCount > 0}
            currency={currency}
            onCheckout={onCheckout}
            onClear={confirmClear}
          />
        </div>
      )}
    </Box>
  );
}
