import { Box, Button } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { VariantMeasure } from '@/lib/size-label';
import type { ItemPurchase } from '../hooks/use-item-purchase';
import classes from './item-detail-view.module.css';
import { ItemPriceText } from './item-price-text';

/**
 * On a phone the buy button stays in reach at the bottom of the screen, above the tabs; without
 * a size (a perfume's volume) chosen it asks for one.
 */
export function ItemBuyBar({
  purchase,
  measure,
}: {
  purchase: ItemPurchase;
  measure: VariantMeasure;
}) {
  const { t } = useTranslation();
  const { variant, buyable } = purchase;
  return (
    <Box className={classes.buyBar} data-testid="buy-bar">
      <ItemPriceText price={purchase.price} className={classes.buyBarPrice} />
      <Button
        size="md"
        leftSection={<IconShoppingBagPlus size={20} stroke={1.7} />}
        disabled={!buyable || (variant !== null && variant.stock <= 0)}
        loading={purchase.adding}
        onClick={() => (variant ? void purchase.addToCart() : purchase.pointToSizes())}
        className={classes.buyBarButton}
      >
        {variant || !buyable
          ? t('item.addToCart')
          : measure === 'volume'
            ? t('item.variants.chooseVolumeShort')
            : t('item.variants.chooseShort')}
      </Button>
    </Box>
  );
}
