import { ActionIcon, Box, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSimilarItems } from '@/api/items/get-similar-items';
import { ItemCard } from '@/components/item-card';
import classes from './similar-items.module.css';

/** 'Похожие товары': a horizontal row of cards; hidden when there are none or the call failed. */
export function SimilarItems({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const { data } = useSimilarItems(itemId);
  const row = useRef<HTMLDivElement>(null);
  if (!data || data.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: 'smooth' });
  };

  return (
    <Stack component="section" gap="md" aria-labelledby="similar-title">
      <Group justify="space-between" align="center">
        <Title order={2} id="similar-title">
          {t('item.similar')}
        </Title>
        <Group gap={6} visibleFrom="sm">
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scroll(-1)}
            aria-label={t('item.scrollBack')}
          >
            <IconChevronLeft size={18} />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => scroll(1)}
            aria-label={t('item.scrollForward')}
          >
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
      </Group>
      <Box ref={row} className={classes.row} role="list">
        {data.map((item) => (
          <Box key={item.id} className={classes.cell} role="listitem">
            <ItemCard item={item} />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
