import { Anchor, Badge, Box, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ParsedProduct, TaskResult } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { importImageUrl } from '../api/image-proxy';
import { RESULT_PREVIEW_COUNT } from '../constants';
import { enrichmentNoteText } from '../enrichment-note-text';
import { skipReasonText } from '../import-status-text';
import { ImportChanges } from './import-changes';
import classes from './task-result.module.css';

/** Why products were skipped, one line per reason with how many: «уже импортирован с lamoda.kz — 2». */
function SkippedReasons({ skipped }: { skipped: TaskResult['skipped'] }) {
  const { t } = useTranslation();
  if (skipped.length === 0) return null;
  const byReason = new Map<string, number>();
  for (const { reason } of skipped) {
    const text = skipReasonText(t, reason);
    byReason.set(text, (byReason.get(text) ?? 0) + 1);
  }
  return (
    <Stack gap={2} aria-label={t('lamodaParser.result.skippedReasons')} component="section">
      {[...byReason].map(([reason, count]) => (
        <Text key={reason} size="xs" c="orange.9">
          {t('lamodaParser.result.skippedReason', { reason, count })}
        </Text>
      ))}
    </Stack>
  );
}

/** A 0–1 quality as a whole percent. */
export function qualityPercent(quality: number): number {
  return Math.round(quality * 100);
}

function seconds(value: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 }).format(value);
}

function ProductCard({ product }: { product: ParsedProduct }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const image = importImageUrl(product.image_url, product.item_id !== null);
  return (
    <Paper
      withBorder
      radius="md"
      className={classes.product}
      component="article"
      aria-label={product.name}
    >
      <Box className={classes.picture}>
        {image ? (
          <Image src={image} alt={product.name} loading="lazy" className={classes.image} />
        ) : (
          <Stack align="center" justify="center" h="100%" gap={4} c="dimmed">
            <IconPhotoOff size={28} stroke={1.5} aria-hidden />
            <Text size="xs">{t('lamodaParser.result.noImage')}</Text>
          </Stack>
        )}
      </Box>
      <Stack gap={4} p="xs">
        {product.brand && (
          <Text size="xs" fw={600} tt="uppercase" c="dimmed" lineClamp={1}>
            {product.brand}
          </Text>
        )}
        {product.item_id !== null ? (
          <Anchor component={Link} to={paths.item.build(product.item_id)} size="sm" lineClamp={2}>
            {product.name}
          </Anchor>
        ) : (
          <Text size="sm" lineClamp={2}>
            {product.name}
          </Text>
        )}
        <Group gap={6} wrap="wrap">
          <Text fw={700} size="sm">
            {formatPrice(product.price, currency)}
          </Text>
          {product.old_price !== null && product.old_price > product.price && (
            <Text size="xs" c="dimmed" td="line-through">
              {formatPrice(product.old_price, currency)}
            </Text>
          )}
        </Group>
        <Badge size="xs" variant="light" color="gray" w="fit-content">
          {t('lamodaParser.result.productQuality', {
            percent: qualityPercent(product.parse_quality),
          })}
        </Badge>
      </Stack>
    </Paper>
  );
}

/** A finished task's result: its figures, the first products, «И ещё N товаров…». */
export function TaskResultView({ result }: { result: TaskResult }) {
  const { t } = useTranslation();
  const shown = result.products.slice(0, RESULT_PREVIEW_COUNT);
  const rest = result.products.length - shown.length;
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Badge variant="outline" color="gray">
          {t('lamodaParser.result.found', { count: result.total_found })}
        </Badge>
        <Badge variant="outline" color="gray">
          {t('lamodaParser.result.saved', { count: result.success_count })}
        </Badge>
        <Badge variant="outline" color="green">
          {t('lamodaParser.result.quality', { percent: qualityPercent(result.quality_score) })}
        </Badge>
        <Badge variant="outline" color="gray">
          {t('lamodaParser.result.time', { seconds: seconds(result.parsing_time) })}
        </Badge>
        {result.imported && (
          <Badge variant="outline" color="wine">
            {t('lamodaParser.result.imported', result.imported)}
          </Badge>
        )}
        {!!result.imported?.unchanged && (
          <Badge variant="outline" color="gray">
            {t('lamodaParser.result.unchanged', { count: result.imported.unchanged })}
          </Badge>
        )}
        {result.skipped.length > 0 && (
          <Badge variant="outline" color="orange">
            {t('lamodaParser.result.skipped', { count: result.skipped.length })}
          </Badge>
        )}
      </Group>
      <SkippedReasons skipped={result.skipped} />
      <Text size="xs" c="dimmed">
        {t('lamodaParser.result.qualityHint')}
      </Text>
      <ImportChanges changes={result.changes ?? []} />
      {result.enrichment.notes.length > 0 && (
        <Stack gap={2}>
          {result.enrichment.notes.map((note) => (
            <Text key={JSON.stringify(note)} size="xs" c="dimmed">
              {enrichmentNoteText(t, note)}
            </Text>
          ))}
        </Stack>
      )}
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('lamodaParser.result.noProducts')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
          {shown.map((product) => (
            <ProductCard key={product.sku} product={product} />
          ))}
        </SimpleGrid>
      )}
      {rest > 0 && (
        <Text size="sm" c="dimmed">
          {t('lamodaParser.result.more', { count: rest })}
        </Text>
      )}
    </Stack>
  );
}
