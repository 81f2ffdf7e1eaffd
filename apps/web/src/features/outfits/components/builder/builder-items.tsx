import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconWand } from '@tabler/icons-react';
import { CATEGORIES } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/section-card';
import type { OutfitBuilderState } from '../../hooks/use-outfit-builder';
import { BuilderSlot } from './builder-slot';
import { ItemSearch } from './item-search';
import { MiniPreview } from './mini-preview';

/**
 * «Вещи по категориям»: on a phone the small live preview that stays in view, the product search,
 * «Дополнить образ» (the stylist fills the empty categories), what the server refused, and a
 * carousel per category.
 */
export function BuilderItems({ builder }: { builder: OutfitBuilderState }) {
  const { t } = useTranslation();
  const { catalogue, selection, form } = builder;
  return (
    <SectionCard id="builder-items" gap="lg" title={t('outfits.builder.pickItems')}>
      <MiniPreview selection={selection} pieces={builder.pieces} />
      <ItemSearch selection={selection} onPick={builder.pickFromSearch} />
      <Group gap="sm" wrap="wrap">
        <Button
          variant="light"
          color="wine"
          leftSection={<IconWand size={16} />}
          onClick={() => void builder.completion.complete()}
          loading={builder.completion.completing}
          disabled={!builder.completion.canComplete}
        >
          {t('outfits.builder.complete.action')}
        </Button>
        <Text size="xs" c="dimmed" style={{ flex: '1 1 200px' }}>
          {t('outfits.builder.complete.hint')}
        </Text>
      </Group>
      {form.errors.items && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {form.errors.items}
        </Alert>
      )}
      {catalogue.isPending ? (
        <Group justify="center" gap="sm" py="xl">
          <Loader color="wine" aria-label={t('common.loading')} />
          <Text c="dimmed" size="sm">
            {t('outfits.builder.loading')}
          </Text>
        </Group>
      ) : catalogue.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={20} />}
          title={t('outfits.builder.loadItemsFailed')}
        >
          <Button variant="white" color="red" size="xs" mt="xs" onClick={catalogue.refetch}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        CATEGORIES.map((category) => (
          <BuilderSlot
            key={category}
            builder={builder}
            category={category}
            items={catalogue.items[category]}
          />
        ))
      )}
    </SectionCard>
  );
}
