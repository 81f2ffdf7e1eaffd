import { Alert, Divider, Grid, Stack } from '@mantine/core';
import type { ItemDetail } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '@/hooks/use-phone';
import { measureOf } from '@/lib/size-label';
import type { OnAddToCart } from '../hooks/use-add-to-cart';
import { useItemPurchase } from '../hooks/use-item-purchase';
import { DeliveryInfo } from './delivery-info';
import { ItemAbout } from './item-about';
import { ItemBuyBar } from './item-buy-bar';
import { ItemBuyBox } from './item-buy-box';
import classes from './item-detail-view.module.css';
import { ItemGallery } from './item-gallery';
import { ItemHeading } from './item-heading';
import { ItemPriceText } from './item-price-text';

/** What the app puts under the buy box for the item and the variant chosen (the wardrobe's). */
export type OwnedAction = (choice: { itemId: number; variantId: number | null }) => ReactNode;

export interface ItemDetailViewProps {
  item: ItemDetail;
  onAddToCart?: OnAddToCart;
  ownedAction?: OwnedAction;
}

/**
 * The item page body: gallery, brand, name, rating, price, variants, quantity,
 * add to cart, favourite, description and details.
 */
export function ItemDetailView({ item, onAddToCart, ownedAction }: ItemDetailViewProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { sizesRef, ...purchase } = useItemPurchase(item, onAddToCart);
  const { color } = purchase;

  return (
    <Grid gutter={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {/* A new colour starts its own pictures from the first. */}
        <ItemGallery key={color ?? ''} images={purchase.images} name={item.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <ItemHeading item={item} />
          <ItemPriceText
            price={purchase.price}
            compareAt={item.compare_at_price}
            className={classes.price}
            data-testid="item-price"
          />
          <Divider color="sand.2" />
          {item.status === 'active' ? (
            <>
              <ItemBuyBox
                item={item}
                purchase={purchase}
                sizesRef={sizesRef}
                withAddButton={!phone}
              />
              <Divider color="sand.2" />
              <DeliveryInfo />
              {phone && <ItemBuyBar purchase={purchase} measure={measureOf(item.category)} />}
            </>
          ) : (
            // An archived item's page stays for the links of past orders, without a buy box; a
            // draft is seen only by the panel's preview.
            <Alert color={item.status === 'archived' ? 'gray' : 'yellow'} role="status">
              {item.status === 'archived' ? t('item.notSold') : t('item.draftPreview')}
            </Alert>
          )}
          {item.status !== 'draft' &&
            ownedAction?.({ itemId: item.id, variantId: purchase.variant?.id ?? null })}
          <ItemAbout item={item} color={color} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
