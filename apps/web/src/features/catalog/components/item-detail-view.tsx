import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Divider,
  Grid,
  Group,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { RATING_MAX, type ItemDetail, type Variant } from '@shop/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { ItemFavoriteSlot } from '@/components/item-favorite-slot';
import { paths } from '@/config/paths';
import { formatPrice, formatRating } from '@/lib/format';
import { itemImageUrls, resolveImageUrl } from '@/lib/image-url';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { sizeLabel } from '@/lib/size-label';
import { cartPictureOf, initialColor, picturesOf, sameSizeIn } from '../item-colors';
import { clampToStock, displayedPrice } from '../item-price';
import { DeliveryInfo } from './delivery-info';
import classes from './item-detail-view.module.css';
import { ItemGallery } from './item-gallery';
import { QuantityInput } from './quantity-input';
import { SizeGuideButton } from './size-guide-button';
import { VariantPicker } from './variant-picker';
import { usePhone } from '@/hooks/use-phone';
import { RatingStars } from '@/components/rating-stars';

export interface AddToCartRequest {
  item: ItemDetail;
  variant: Variant;
  quantity: number;
}

/** What the cart did with «В корзину»: `added` 0 when the whole stock is in the cart already. */
export interface AddedToCart {
  added: number;
  inCart: number;
}

export interface ItemDetailViewProps {
  item: ItemDetail;
  /** The cart feature's add (wired in app/routes); may answer what it added. */
  onAddToCart?: (request: AddToCartRequest) => void | Promise<AddedToCart | void>;
}

/** The only variant, when there is exactly one and it can be bought: chosen from the start. */
function initialVariant(item: ItemDetail): Variant | null {
  const [only, ...rest] = item.variants;
  return only && rest.length === 0 && only.stock > 0 ? only : null;
}

/**
 * The item page body: gallery, brand, name, rating, price, variants, quantity,
 * add to cart, favourite, description and details.
 */
export function ItemDetailView({ item, onAddToCart }: ItemDetailViewProps) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const navigate = useNavigate();
  const phone = usePhone();
  const [selected, setSelected] = useState<Variant | null>(() => initialVariant(item));
  const [color, setColor] = useState<string | null>(
    () => initialVariant(item)?.color ?? initialColor(item),
  );
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const [askSize, setAskSize] = useState(false);
  const sizesRef = useRef<HTMLDivElement>(null);
  // The variant as the latest data has it (stock may have changed on a refetch).
  const variant = selected ? (item.variants.find((v) => v.id === selected.id) ?? null) : null;
  const price = displayedPrice(item, variant);
  const shownQuantity = variant ? clampToStock(quantity, variant.stock) : 1;
  // The pictures of the chosen colour (decision 028); an item whose pictures name no colour
  // shows them all.
  const images = item.images.some((image) => image.color !== null)
    ? picturesOf(item, color).flatMap((image) => resolveImageUrl(image.image_url) ?? [])
    : itemImageUrls(item);
  const rated = item.rating_count > 0 && item.rating_avg !== null;
  const buyable = item.variants.some((v) => v.stock > 0);

  const choose = (next: Variant) => {
    setSelected(next);
    if (next.color) setColor(next.color);
    setQuantity(1);
    setAskSize(false);
  };

  /** Another colour: its pictures, and the same size in it when it can be bought. */
  const chooseColor = (next: string) => {
    if (next === color) return;
    setColor(next);
    setSelected(sameSizeIn(item.variants, variant, next));
    setQuantity(1);
  };

  /** The phone's buy bar without a size: bring the sizes into view and ask for one. */
  const pointToSizes = () => {
    setAskSize(true);
    const sizes = sizesRef.current;
    sizes?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    sizes?.querySelector<HTMLButtonElement>('[data-sizes] button:not(:disabled)')?.focus({
      preventScroll: true,
    });
  };

  const addToCart = async () => {
    if (!variant || variant.stock <= 0) return;
    setAdding(true);
    try {
      // The cart line keeps a picture of the colour bought.
      const line = { ...item, image_url: cartPictureOf(item, variant.color ?? color) };
      const outcome = await onAddToCart?.({ item: line, variant, quantity: shownQuantity });
      const toCart = { label: t('item.goToCart'), onClick: () => void navigate(paths.cart) };
      const what = [item.name, variant.size && sizeLabel(variant.size, t)]
        .filter(Boolean)
        .join(', ');
      const addedId = `added-to-cart-${variant.id}`;
      if (outcome && outcome.added <= 0) {
        // Nothing changed: the stock is in the cart already, and saying «добавлен» would mislead
        // (the earlier «Товар добавлен в корзину» goes, so the two do not stand side by side).
        notifications.hide(addedId);
        notifyInfo(
          outcome.inCart === 1
            ? t('item.stockLimit.last')
            : t('item.stockLimit.all', { count: outcome.inCart }),
          { id: `cart-stock-limit-${variant.id}`, message: what, action: toCart },
        );
        return;
      }
      notifySuccess(t('item.addedToCart'), {
        id: addedId,
        message:
          outcome && outcome.added < shownQuantity
            ? `${what}. ${t('item.stockLimit.addedSome', { count: outcome.added })}`
            : what,
        action: toCart,
      });
    } catch (error) {
      // Cart failures are only logged; the cart keeps the local change.
      console.warn('[catalog] add to cart failed', error);
    } finally {
      setAdding(false);
    }
  };

  const details: { label: string; value: string | null }[] = [
    { label: t('item.details.category'), value: t(`catalog.categories.${item.category}`) },
    { label: t('item.details.gender'), value: t(`item.gender.${item.gender}`) },
    { label: t('item.details.color'), value: color ?? item.color },
    { label: t('item.details.style'), value: item.style },
    { label: t('item.details.collection'), value: item.collection },
    { label: t('item.details.article'), value: item.article },
  ];

  return (
    <Grid gutter={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        {/* A new colour starts its own pictures from the first. */}
        <ItemGallery key={color ?? ''} images={images} name={item.name} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md">
          <Breadcrumbs separator="/" aria-label={t('item.breadcrumbs')} className={classes.crumbs}>
            <Anchor component={Link} to={paths.items} size="sm" c="dimmed">
              {t('catalog.title')}
            </Anchor>
            <Anchor
              component={Link}
              to={`${paths.items}?category=${item.category}`}
              size="sm"
              c="dimmed"
            >
              {t(`catalog.categories.${item.category}`)}
            </Anchor>
          </Breadcrumbs>

          <Stack gap={4}>
            <Text size="sm" fw={700} tt="uppercase" c="wine.8" className={classes.brand}>
              {item.brand}
            </Text>
            <Title order={1} className={classes.name}>
              {item.name}
            </Title>
            <Group gap={8} mt={4}>
              {rated ? (
                <>
                  <RatingStars value={item.rating_avg!} size="sm" />
                  <Text
                    size="sm"
                    fw={600}
                    aria-label={t('item.ratingLabel', {
                      rating: formatRating(item.rating_avg!),
                      max: RATING_MAX,
                    })}
                  >
                    {formatRating(item.rating_avg!)}
                  </Text>
                  <Anchor href="#reviews" size="sm" c="dimmed">
                    {t('item.reviews', { count: item.rating_count })}
                  </Anchor>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('item.noReviews')}
                </Text>
              )}
            </Group>
          </Stack>

          {price.amount !== null && (
            <Text className={classes.price} data-testid="item-price">
              {price.from
                ? t('itemCard.fromPrice', { price: formatPrice(price.amount, currency) })
                : formatPrice(price.amount, currency)}
            </Text>
          )}

          <Divider color="sand.2" />

          <Stack gap="xs" ref={sizesRef}>
            {item.variants.length > 0 ? (
              <VariantPicker
                variants={item.variants}
                color={color}
                onColorChange={chooseColor}
                selectedId={variant?.id ?? null}
                onSelect={choose}
                sizeAction={<SizeGuideButton category={item.category} gender={item.gender} />}
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
            {!variant && buyable && (
              <Text
                size={askSize ? 'sm' : 'xs'}
                c={askSize ? 'red.8' : 'dimmed'}
                fw={askSize ? 600 : undefined}
                role={askSize ? 'alert' : undefined}
              >
                {t('item.variants.choose')}
              </Text>
            )}
          </Stack>

          <Group gap="sm" wrap="wrap" align="center">
            <QuantityInput
              value={shownQuantity}
              max={variant?.stock ?? 1}
              onChange={setQuantity}
              disabled={!variant}
            />
            {!phone && (
              <Button
                size="md"
                leftSection={<IconShoppingBagPlus size={20} stroke={1.7} />}
                disabled={!variant || variant.stock <= 0}
                loading={adding}
                onClick={() => void addToCart()}
                className={classes.add}
              >
                {t('item.addToCart')}
              </Button>
            )}
            <ItemFavoriteSlot item={item} placement="detail" className={classes.favorite} />
          </Group>

          <Divider color="sand.2" />
          <DeliveryInfo />

          {phone && (
            // On a phone the buy button stays in reach at the bottom of the screen, above the tabs.
            <Box className={classes.buyBar} data-testid="buy-bar">
              {price.amount !== null && (
                <Text className={classes.buyBarPrice}>
                  {price.from
                    ? t('itemCard.fromPrice', { price: formatPrice(price.amount, currency) })
                    : formatPrice(price.amount, currency)}
                </Text>
              )}
              <Button
                size="md"
                leftSection={<IconShoppingBagPlus size={20} stroke={1.7} />}
                disabled={!buyable || (variant !== null && variant.stock <= 0)}
                loading={adding}
                onClick={() => (variant ? void addToCart() : pointToSizes())}
                className={classes.buyBarButton}
              >
                {variant || !buyable ? t('item.addToCart') : t('item.variants.chooseShort')}
              </Button>
            </Box>
          )}

          {item.description && (
            <Stack gap={6} mt="sm">
              <Title order={2} fz="h4" className={classes.sectionTitle}>
                {t('item.description')}
              </Title>
              <Text className={classes.description}>{item.description}</Text>
            </Stack>
          )}

          <Stack gap={6} mt="xs">
            <Title order={2} fz="h4" className={classes.sectionTitle}>
              {t('item.details.title')}
            </Title>
            <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
              <Table.Tbody>
                {details
                  .filter((row) => row.value)
                  .map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th w={130} fw={500} c="dimmed" bg="transparent">
                        {row.label}
                      </Table.Th>
                      <Table.Td>{row.value}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Stack>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
