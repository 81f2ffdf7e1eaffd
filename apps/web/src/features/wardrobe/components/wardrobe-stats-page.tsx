import { Anchor, Box, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  colorHex,
  WARDROBE_IDLE_DAYS,
  type WardrobeItem,
  type WardrobeStats,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { FeedSpinner } from '@/components/infinite-feed';
import { LoadError } from '@/components/load-error';
import { SectionCard } from '@/components/section-card';
import { StatCard } from '@/components/stat-card';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import { useWardrobeStats } from '../api/get-wardrobe-stats';
import { pieceTitle, slotLabel } from '../wardrobe-labels';
import { WearFacts } from './wardrobe-card';
import classes from './wear-calendar.module.css';
import { shownColor } from '@/lib/value-words';

function PieceList({ pieces }: { pieces: WardrobeItem[] }) {
  const { t } = useTranslation();
  if (pieces.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('wardrobe.stats.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {pieces.map((piece) => {
        const image = resolveImageUrl(piece.image_url);
        return (
          <Group key={piece.id} gap="sm" wrap="nowrap" component="li">
            {image ? <img src={image} alt="" className={classes.thumb} /> : <Box w={44} />}
            <Box miw={0}>
              <Text size="sm" fw={600} truncate="end">
                {pieceTitle(t, piece)}
              </Text>
              <WearFacts piece={piece} />
            </Box>
          </Group>
        );
      })}
    </Stack>
  );
}

function BySlot({ stats }: { stats: WardrobeStats }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const most = Math.max(1, ...stats.by_slot.map((row) => row.count));
  return (
    <Stack gap="sm">
      {stats.by_slot.map((row) => (
        <Box key={row.slot} role="group" aria-label={slotLabel(t, row.slot)}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              {slotLabel(t, row.slot)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('wardrobe.pieces', { count: row.count })} ·{' '}
              {formatPrice(Math.round(row.value), currency)}
            </Text>
          </Group>
          <Progress value={(row.count / most) * 100} color="wine" size="sm" mt={4} aria-hidden />
        </Box>
      ))}
    </Stack>
  );
}

function ByColor({ stats }: { stats: WardrobeStats }) {
  const { t } = useTranslation();
  if (stats.by_color.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('wardrobe.stats.none')}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      {stats.by_color.map((row) => (
        <Group key={row.color} gap={6} wrap="nowrap">
          <span
            style={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              background: colorHex(row.color),
              border: '1px solid rgba(0,0,0,0.15)',
            }}
          />
          <Text size="sm">
            {shownColor(row.color)} · {row.count}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * /wardrobe/stats: the count, value and wears of the last 30 days; by slot (count and value) and
 * by colour; the most and least worn; «Давно не надевали» (90 days or never).
 */
export function WardrobeStatsPage() {
  const { t } = useTranslation();
  usePageTitle(t('wardrobe.stats.title'));
  const currency = useStoreCurrency();
  const query = useWardrobeStats();
  const stats = query.data;
  return (
    <Box py={{ base: 'xs', sm: 'md' }}>
      <Anchor component={Link} to={paths.wardrobe} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('wardrobe.stats.back')}
        </Group>
      </Anchor>
      <Title order={1} mt="xs" mb="lg">
        {t('wardrobe.stats.title')}
      </Title>
      {query.isPending ? (
        <FeedSpinner />
      ) : !stats ? (
        <LoadError
          message={t('wardrobe.stats.loadFailed')}
          toastId="wardrobe-stats-load-failed"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <StatCard label={t('wardrobe.stats.count')} value={stats.count} />
            <StatCard
              label={t('wardrobe.stats.value')}
              value={formatPrice(Math.round(stats.value), currency)}
            />
            <StatCard label={t('wardrobe.stats.wears30')} value={stats.wears_last_30_days} />
            <StatCard label={t('wardrobe.stats.idleCount')} value={stats.idle_count} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SectionCard id="wardrobe-by-slot" title={t('wardrobe.stats.bySlot')}>
              <BySlot stats={stats} />
            </SectionCard>
            <SectionCard id="wardrobe-by-color" title={t('wardrobe.stats.byColor')}>
              <ByColor stats={stats} />
            </SectionCard>
            <SectionCard id="wardrobe-most-worn" title={t('wardrobe.stats.mostWorn')}>
              <PieceList pieces={stats.most_worn} />
            </SectionCard>
            <SectionCard id="wardrobe-least-worn" title={t('wardrobe.stats.leastWorn')}>
              <PieceList pieces={stats.least_worn} />
            </SectionCard>
            <SectionCard id="wardrobe-idle" title={t('wardrobe.stats.idle')}>
              <Text size="sm" c="dimmed">
                {t('wardrobe.stats.idleText', { days: WARDROBE_IDLE_DAYS })}
              </Text>
              <PieceList pieces={stats.idle} />
            </SectionCard>
          </SimpleGrid>
        </Stack>
      )}
    </Box>
  );
}
