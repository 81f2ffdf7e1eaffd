import { ActionIcon, Anchor, Box, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ItemSummary } from '@shop/contract';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ItemCard } from './item-card';
import classes from './item-strip.module.css';

/**
 * A titled horizontal row of item cards (recently viewed, recommendations, suggestions): swipe on
 * a phone, arrows on a desktop, an optional «see all» link. Shows skeletons while `items` is
 * undefined and nothing at all when the list is empty.
 */
export function ItemStrip({
  title,
  items,
  seeAll,
  headingOrder = 2,
}: {
  title: ReactNode;
  items: ItemSummary[] | undefined;
  seeAll?: { to: string; label: string };
  headingOrder?: 2 | 3;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const row = useRef<HTMLDivElement>(null);
  if (items && items.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Title order={headingOrder} id={titleId} fz={headingOrder === 3 ? 'h3' : undefined}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap">
          {seeAll && (
            <Anchor component={Link} to={seeAll.to} fw={600} mr="xs">
              {seeAll.label}
            </Anchor>
          )}
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scroll(-1)}
            aria-label={t('item.scrollBack')}
            visibleFrom="sm"
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scroll(1)}
            aria-label={t('item.scrollForward')}
            visibleFrom="sm"
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Box ref={row} className={classes.row} role="list" aria-busy={items ? undefined : true}>
        {items
          ? items.map((item) => (
              <Box key={item.id} className={classes.cell} role="listitem">
                <ItemCard item={item} />
              </Box>
            ))
          : Array.from({ length: 4 }, (_, index) => (
              <Box key={index} className={classes.cell} role="listitem">
                <Skeleton height={260} radius="md" />
              </Box>
            ))}
      </Box>
    </Stack>
  );
}
