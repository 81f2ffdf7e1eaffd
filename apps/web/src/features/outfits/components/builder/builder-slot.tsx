import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Category, ItemSummary } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutfitBuilderState } from '../../hooks/use-outfit-builder';
import { CategoryCarousel } from './category-carousel';
import { ChosenChips } from './chosen-chips';
import { usePieceLabel, WardrobeSlot } from './wardrobe-slot';

type Source = 'catalog' | 'wardrobe';

/**
 * One slot of the builder: the catalogue's carousel, or for a signed-in shopper «Из гардероба»
 * (their own pieces of the slot) by a switch under the slot's name; the own pieces chosen stay
 * listed under either, marked «Из гардероба». A guest, or an admin editing someone else's outfit,
 * sees the catalogue alone.
 */
export function BuilderSlot({
  builder,
  category,
  items,
}: {
  builder: OutfitBuilderState;
  category: Category;
  items: readonly ItemSummary[];
}) {
  const { t } = useTranslation();
  const { selection, pieces } = builder;
  const [source, setSource] = useState<Source>(() =>
    pieces[category].length > 0 && selection[category].length === 0 ? 'wardrobe' : 'catalog',
  );
  const label = t(`outfits.slots.${category}`);
  const open = builder.wardrobeOpen;
  const switcher = open ? (
    <SegmentedControl
      size="xs"
      color="wine"
      value={source}
      onChange={(value) => setSource(value as Source)}
      aria-label={t('outfits.builder.own.source', { category: label })}
      data={[
        { value: 'catalog', label: t('outfits.builder.own.catalog') },
        { value: 'wardrobe', label: t('outfits.builder.own.wardrobe') },
      ]}
      data-testid={`builder-source-${category}`}
    />
  ) : null;

  const ownChips = <OwnChips builder={builder} category={category} />;
  return source === 'wardrobe' && open ? (
    <Stack gap="xs" component="section" aria-labelledby={`builder-own-${category}`}>
      <Text fw={700} id={`builder-own-${category}`}>
        {label}
      </Text>
      {switcher}
      <WardrobeSlot category={category} pieces={pieces} onToggle={builder.togglePiece} />
      <ItemChips builder={builder} category={category} />
      {ownChips}
    </Stack>
  ) : (
    <CategoryCarousel
      category={category}
      items={items}
      selection={selection}
      index={builder.indices[category]}
      onIndexChange={(index) => builder.turn(category, index)}
      onToggle={builder.toggle}
      onRemove={builder.remove}
      sourceSwitch={switcher}
      footer={ownChips}
    />
  );
}

/** The catalogue's items chosen in the slot, while the wardrobe is on screen. */
function ItemChips({ builder, category }: { builder: OutfitBuilderState; category: Category }) {
  const { t } = useTranslation();
  const chips = builder.selection[category].map((pick) => ({
    key: pick.id,
    name: pick.name,
    onRemove: () => builder.remove(pick),
  }));
  return <ChosenChips label={t('outfits.builder.chosen')} chips={chips} />;
}

/** The own pieces chosen in the slot, each with «Из гардероба» and a way to take it out. */
function OwnChips({ builder, category }: { builder: OutfitBuilderState; category: Category }) {
  const { t } = useTranslation();
  const labelOf = usePieceLabel();
  const badge = t('outfits.builder.own.badge');
  const chips = builder.pieces[category].map((piece) => ({
    key: piece.id,
    name: labelOf(piece),
    content: (
      <>
        <Badge size="xs" variant="light" color="wine" mr={6} component="span">
          {badge}
        </Badge>
        {labelOf(piece)}
      </>
    ),
    onRemove: () => builder.togglePiece(piece),
  }));
  return <ChosenChips label={badge} chips={chips} />;
}
