import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { parseSizeToken, type ItemDetail } from '@shop/contract';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemFavoriteSlot } from '@/components/item-favorite-slot';
import { measureOf } from '@/lib/size-label';
import type { ItemPurchase } from '../hooks/use-item-purchase';
import classes from './item-detail-view.module.css';
import { QuantityInput } from './quantity-input';
import { SizeGuideButton } from './size-guide-button';
import { VariantPicker } from './variant-picker';

interface ItemBuyBoxProps {
  item: ItemDetail;
  purchase: ItemPurchase;
  /** Where the phone's buy bar scrolls to when it asks for a size. */
  sizesRef: RefObject<HTMLDivElement | null>;
  /** On a phone the add button lives in the buy bar instead. */
  withAddButton: boolean;
}

/** Colours and sizes, what is left, quantity, «В корзину» and the favourite. */
export function ItemBuyBox({ item, purchase, sizesRef, withAddButton }: ItemBuyBoxProps) {
  const { t } = useTranslation();
  const { variant, askSize } = purchase;
  return (
    <>
      <Stack gap="xs" ref={sizesRef}>
        {item.variants.length > 0 ? (
          <VariantPicker
            variants={item.variants}
            color={purchase.color}
            onColorChange={purchase.chooseColor}
            selectedId={variant?.id ?? null}
            onSelect={purchase.choose}
            sizeAction={
              <SizeGuideButton
                category={item.category}
                gender={item.gender}
                sizes={item.variants.flatMap((variant) =>
                  variant.size ? [parseSizeToken(variant.size).size] : [],
                )}
              />
            }
            measure={measureOf(item.category)}
          />
        ) : (
          <Text c="dimmed" size="sm">
            {t('item.variants.none')}
          </Text>
        )}
        {variant && variant.stock <= 5 && (
          <Badge color="orange" variant="light" size="sm">
            {t('item.variants.left', { count: variant.stock })}
          </Badge>
        )}
        {!variant && purchase.buyable && (
          <Text
            size={askSize ? 'sm' : 'xs'}
            c={askSize ? 'red.8' : 'dimmed'}
            fw={askSize ? 600 : undefined}
            role={askSize ? 'alert' : undefined}
          >
            {measureOf(item.category) === 'volume'
              ? t('item.variants.chooseVolume')
              : t('item.variants.choose')}
          </Text>
        )}
      </Stack>

      <Group gap="sm" wrap="wrap" align="center">
        <QuantityInput
          value={purchase.shownQuantity}
          max={variant?.stock ?? 1}
          onChange={purchase.setQuantity}
          disabled={!variant}
        />
        {withAddButton && (
          <Button
            size="md"
            leftSection={<IconShoppingBagPlus size={20} stroke={1.7} />}
            disabled={!variant || variant.stock <= 0}
            loading={purchase.adding}
            onClick={() => void purchase.addToCart()}
            className={classes.add}
          >
            {t('item.addToCart')}
          </Button>
        )}
        <ItemFavoriteSlot item={item} placement="detail" className={classes.favorite} />
      </Group>
    </>
  );
}
