import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { RATING_MAX, type ItemDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RatingStars } from '@/components/rating-stars';
import { paths } from '@/config/paths';
import { formatRating } from '@/lib/format';
import classes from './item-detail-view.module.css';

/** The item page's head: the way back to its category, brand, name and rating. */
export function ItemHeading({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const rated = item.rating_count > 0 && item.rating_avg !== null;
  return (
    <>
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
    </>
  );
}
