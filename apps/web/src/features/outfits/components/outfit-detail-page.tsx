import { Badge, Box, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconLock, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { RATING_MAX, type CartLine, type Outfit } from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { useStoreCurrency } from '@/api/get-public-config';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { usePhone } from '@/hooks/use-phone';
import { formatPrice, formatRating } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteOutfit } from '../api/delete-outfit';
import { isOutfitId, isOutfitNotFound, useOutfit } from '../api/get-outfit';
import { OutfitCartButton } from './outfit-cart-button';
import { OutfitComposition } from './outfit-composition';
import backdrop from './mannequin-stack.module.css';
import classes from './outfit-detail.module.css';
import { OutfitFavoriteButton } from './outfit-favorite-button';
import { OutfitNotFound } from './outfit-not-found';
import { OutfitPicture } from './outfit-picture';
import { RatingStars } from '@/components/rating-stars';

export interface OutfitDetailPageProps {
  /** The id from the URL; anything that is not a positive integer is 'Образ не найден'. */
  outfitId: number;
  /** The cart the server answered after 'Добавить образ в корзину'. */
  onCart?: (lines: CartLine[]) => void;
  /** What goes under the outfit (the reviews). Not shown for a missing outfit. */
  children?: ReactNode;
}

/**
 * /outfits/{id}: the picture (cover, else the mannequin with the items), the owner's try-on
 * picture when there is one, name, style, author, rating, the total in the store currency, the
 * outfit's heart, 'Добавить образ в корзину', 'Редактировать' (can_edit) and 'Удалить' with a
 * confirmation (can_delete), the items by category, then `children`.
 */
export function OutfitDetailPage({ outfitId, onCart, children }: OutfitDetailPageProps) {
  const { t } = useTranslation();
  const valid = isOutfitId(outfitId);
  const query = useOutfit(outfitId);
  const outfit = query.data;
  usePageTitle(outfit?.name ?? (query.isError || !valid ? t('outfits.detail.notFound') : null));

  if (!valid || (query.isError && isOutfitNotFound(query.error))) return <OutfitNotFound />;
  if (query.isError) {
    return (
      <RetryAlert
        title={t('outfits.detail.loadFailed')}
        onRetry={() => void query.refetch()}
        mt="lg"
      />
    );
  }
  if (!outfit) return <OutfitDetailSkeleton />;

  return (
    <Stack gap={48} py={{ base: 'xs', sm: 'md' }}>
      <OutfitDetailView outfit={outfit} onCart={onCart} />
      {children}
    </Stack>
  );
}

function OutfitDetailView({
  outfit,
  onCart,
}: {
  outfit: Outfit;
  onCart?: OutfitDetailPageProps['onCart'];
}) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const phone = usePhone();
  const rated = outfit.rating_count > 0 && outfit.rating_avg !== null;

  const picture = (
    <Box className={`${classes.pictureFrame} ${backdrop.backdrop}`}>
      <OutfitPicture outfit={outfit} loading="eager" />
    </Box>
  );
  const heading = (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light" color="sand.8">
          {outfit.style}
        </Badge>
        {!outfit.is_public && (
          <Badge color="dark" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
            {t('outfits.detail.private')}
          </Badge>
        )}
      </Group>
      <Title order={1} className={classes.name}>
        {outfit.name}
      </Title>
      <Group gap={4} style={{ columnGap: 16 }}>
        <Text c="dimmed" size="sm">
          {t('outfits.detail.author', {
            name: outfit.owner_name ?? t('common.anonymousShopper'),
          })}
        </Text>
        {rated && (
          <Group
            gap={6}
            role="img"
            aria-label={t('outfits.detail.rating', {
              rating: formatRating(outfit.rating_avg!),
              max: RATING_MAX,
              count: outfit.rating_count,
            })}
          >
            <RatingStars value={outfit.rating_avg!} size="sm" />
            <Text size="sm" c="dimmed" aria-hidden>
              {formatRating(outfit.rating_avg!)} ({outfit.rating_count})
            </Text>
          </Group>
        )}
      </Group>
    </Stack>
  );
  const buying = (
    <Stack gap={phone ? 'sm' : 'lg'}>
      <Group gap="xs" align="baseline">
        <Text c="dimmed">{t('outfits.detail.total')}</Text>
        <Text fz={phone ? 24 : 28} fw={700} data-testid="outfit-total">
          {formatPrice(outfit.total_price, currency)}
        </Text>
      </Group>
      <OutfitCartButton
        outfitId={outfit.id}
        onCart={onCart}
        aside={<OutfitFavoriteButton outfit={outfit} appearance="labelled" />}
      />
    </Stack>
  );
  const rest = (
    <>
      {outfit.description && (
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {outfit.description}
        </Text>
      )}
      {(outfit.can_edit || outfit.can_delete) && (
        <Group gap="sm">
          {outfit.can_edit && (
            <Button
              component={Link}
              to={paths.outfitEdit.build(outfit.id)}
              variant="light"
              leftSection={<IconEdit size={18} />}
            >
              {t('outfits.detail.edit')}
            </Button>
          )}
          {outfit.can_delete && <DeleteOutfitButton outfit={outfit} />}
        </Group>
      )}
      <OutfitComposition outfit={outfit} />
    </>
  );

  // A phone shows what the outfit is, a picture that leaves room below it, and how to buy it, all
  // on the first screen; the description, the items and the try-on picture follow.
  if (phone) {
    return (
      <Stack gap="md">
        {heading}
        {picture}
        {buying}
        {rest}
        <TryOnFigure outfit={outfit} />
      </Stack>
    );
  }
  return (
    <Grid gutter={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" className={classes.sticky}>
          {picture}
          <TryOnFigure outfit={outfit} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          {heading}
          {buying}
          {rest}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** The owner's try-on picture, when there is one (and it loads). */
function TryOnFigure({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const tryon = resolveImageUrl(outfit.tryon_image_url);
  const [tryonBroken, setTryonBroken] = useState<string | null>(null);
  if (!tryon || tryonBroken === tryon) return null;
  return (
    <Stack gap={6} component="figure" m={0}>
      <Text size="sm" fw={700} component="figcaption">
        {t('outfits.detail.tryon')}
      </Text>
      <img
        src={tryon}
        alt={t('outfits.detail.tryonAlt', { name: outfit.name })}
        className={classes.tryon}
        loading="lazy"
        onError={() => setTryonBroken(tryon)}
      />
      {outfit.tryon_is_stale && (
        <Text size="sm" c="orange.9" role="note">
          {t('outfits.tryonStale')}
        </Text>
      )}
    </Stack>
  );
}

function DeleteOutfitButton({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const remove = useDeleteOutfit();

  const confirm = () =>
    modals.openConfirmModal({
      title: t('outfits.detail.deleteConfirm.title'),
      children: (
        <Text size="sm">{t('outfits.detail.deleteConfirm.text', { name: outfit.name })}</Text>
      ),
      labels: {
        confirm: t('outfits.detail.deleteConfirm.confirm'),
        cancel: t('outfits.detail.deleteConfirm.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(outfit.id, {
          onSuccess: async () => {
            notifySuccess(t('outfits.detail.deleted'));
            await navigate(paths.outfits, { replace: true });
            client.removeQueries({ queryKey: queryKeys.outfits.detail(outfit.id) });
          },
          onError: (error) => {
            console.warn('[outfits] the outfit could not be deleted', error);
            notifyError(t('outfits.detail.deleteFailed'));
          },
        }),
    });

  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={18} />}
      onClick={confirm}
      loading={remove.isPending}
    >
      {t('outfits.detail.delete')}
    </Button>
  );
}

function OutfitDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid
      gutter={{ base: 'lg', md: 40 }}
      py={{ base: 'xs', sm: 'md' }}
      aria-busy
      aria-label={t('common.loading')}
    >
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton radius="lg">
          <Box style={{ aspectRatio: '3 / 4' }} />
        </Skeleton>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Skeleton height={18} width="25%" />
          <Skeleton height={40} width="70%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={32} width="35%" />
          <Skeleton height={44} width="60%" />
          <Skeleton height={160} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
