import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Variant } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeLabel, type VariantMeasure } from '@/lib/size-label';
import { colorSwatch, compareSizes } from '../colors';
import { itemColors, variantsOf } from '../item-colors';
import classes from './variant-picker.module.css';
import { shownColor } from '@/lib/value-words';

/** «Цвет: …» and, when there are several, a swatch button per colour (a sold-out one marked). */
function ColorChoice({
  variants,
  color,
  onColorChange,
}: {
  variants: Variant[];
  color: string;
  onColorChange: (color: string) => void;
}) {
  const { t } = useTranslation();
  const colors = itemColors({ variants });
  const soldOutColor = (c: string) => !variants.some((v) => v.color === c && v.stock > 0);

  return (
    <Stack gap={8}>
      <Text size="sm" fw={700} data-testid="chosen-color">
        {t('item.variants.colorLabel', { color: shownColor(color) })}
      </Text>
      {colors.length > 1 && (
        <Group gap={8} role="group" aria-label={t('item.variants.colors')}>
          {colors.map((c) => {
            const chosen = c === color;
            return (
              <UnstyledButton
                key={c}
                className={classes.color}
                data-selected={chosen || undefined}
                data-sold-out={soldOutColor(c) || undefined}
                aria-pressed={chosen}
                aria-label={
                  soldOutColor(c)
                    ? `${shownColor(c)}, ${t('item.variants.outOfStock').toLowerCase()}`
                    : shownColor(c)
                }
                title={shownColor(c)}
                onClick={() => onColorChange(c)}
              >
                <span
                  className={classes.colorSwatch}
                  style={{ background: colorSwatch(c) ?? 'var(--mantine-color-gray-2)' }}
                  aria-hidden
                />
              </UnstyledButton>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

/** A size's button: its label, the brand's own in brackets, «Нет в наличии» when sold out. */
function SizeOption({
  variant,
  selected,
  onSelect,
}: {
  variant: Variant;
  selected: boolean;
  onSelect: (variant: Variant) => void;
}) {
  const { t } = useTranslation();
  const soldOut = variant.stock <= 0;
  const brandSize = brandLabel(variant);
  return (
    <UnstyledButton
      className={classes.option}
      data-selected={selected || undefined}
      disabled={soldOut}
      aria-pressed={selected}
      onClick={() => onSelect(variant)}
    >
      <span className={classes.value}>
        {variant.size ? sizeLabel(variant.size, t) : t('item.variants.oneSize')}
        {brandSize && (
          <>
            {' '}
            <span className={classes.brandSize}>({brandSize})</span>
          </>
        )}
      </span>
      {soldOut && <span className={classes.note}>{t('item.variants.outOfStock')}</span>}
    </UnstyledButton>
  );
}

/** The brand's label of the variant's size, when it labels it otherwise than the shop. */
function brandLabel(variant: Variant): string | null {
  return variant.brand_size && variant.brand_size !== variant.size ? variant.brand_size : null;
}

/**
 * The colour, then the sizes of that colour (decision 028): a shop shows one colour at a time, and
 * its pictures with it. A colour is a swatch button; a size is a button per variant of the chosen
 * colour, disabled and labelled 'Нет в наличии' at stock 0. A size whose brand labels it
 * otherwise shows the label in brackets, «46 (M)», with a hint under the sizes (decision 079).
 * `sizeAction` sits beside the «Размер» heading (the size guide).
 */
export function VariantPicker({
  variants,
  color,
  onColorChange,
  selectedId,
  onSelect,
  sizeAction,
  measure = 'size',
}: {
  variants: Variant[];
  /** The chosen colour (null for an item without colours). */
  color: string | null;
  onColorChange: (color: string) => void;
  selectedId: number | null;
  onSelect: (variant: Variant) => void;
  sizeAction?: ReactNode;
  /** A perfume's variants are volumes: «Объём» instead of «Размер». */
  measure?: VariantMeasure;
}) {
  const { t } = useTranslation();
  const shown = [...variantsOf(variants, color)].sort((a, b) =>
    compareSizes(a.size ?? '', b.size ?? ''),
  );
  const anyBrandLabel = shown.some((variant) => brandLabel(variant) !== null);

  return (
    <Stack gap="md">
      {color && <ColorChoice variants={variants} color={color} onColorChange={onColorChange} />}

      <Stack gap={8}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text size="sm" fw={700}>
            {measure === 'volume' ? t('item.variants.volumeLabel') : t('item.variants.sizeLabel')}
          </Text>
          {sizeAction}
        </Group>
        <Group
          gap={8}
          role="group"
          aria-label={measure === 'volume' ? t('item.variants.volumes') : t('item.variants.sizes')}
          data-sizes
        >
          {shown.map((variant) => (
            <SizeOption
              key={variant.id}
              variant={variant}
              selected={variant.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </Group>
        {anyBrandLabel && (
          <Text size="xs" c="dimmed">
            {t('item.variants.brandSizeHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
