import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Variant } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { sizeLabel } from '@/lib/size-label';
import { colorSwatch, compareSizes } from '../colors';
import classes from './variant-picker.module.css';

/**
 * Size and colour buttons, one per variant: a variant with stock 0 is disabled and says
 * 'Нет в наличии'. With several colours, the sizes are grouped under each colour.
 */
export function VariantPicker({
  variants,
  selectedId,
  onSelect,
}: {
  variants: Variant[];
  selectedId: number | null;
  onSelect: (variant: Variant) => void;
}) {
  const { t } = useTranslation();
  const colors = [...new Set(variants.map((v) => v.color).filter((c): c is string => !!c))];
  const grouped = colors.length > 1;
  const groups = grouped
    ? colors.map((color) => ({ color, variants: variants.filter((v) => v.color === color) }))
    : [{ color: colors[0] ?? null, variants }];
  const uncoloured = grouped ? variants.filter((v) => !v.color) : [];
  if (uncoloured.length > 0) groups.push({ color: null, variants: uncoloured });

  const label = (variant: Variant) =>
    variant.size
      ? sizeLabel(variant.size, t)
      : grouped
        ? t('item.variants.oneSize')
        : (variant.color ?? t('item.variants.oneSize'));

  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <Stack key={group.color ?? '—'} gap={6}>
          {grouped && group.color && (
            <Group gap={6}>
              <span
                className={classes.swatch}
                style={{ background: colorSwatch(group.color) ?? 'transparent' }}
                aria-hidden
              />
              <Text size="sm" fw={600}>
                {group.color}
              </Text>
            </Group>
          )}
          <Group gap={8}>
            {[...group.variants]
              .sort((a, b) => compareSizes(a.size ?? '', b.size ?? ''))
              .map((variant) => {
                const soldOut = variant.stock <= 0;
                const selected = variant.id === selectedId;
                return (
                  <UnstyledButton
                    key={variant.id}
                    className={classes.option}
                    data-selected={selected || undefined}
                    disabled={soldOut}
                    aria-pressed={selected}
                    aria-label={
                      grouped && group.color
                        ? [label(variant), group.color, soldOut && t('item.variants.outOfStock')]
                            .filter(Boolean)
                            .join(', ')
                        : undefined
                    }
                    onClick={() => onSelect(variant)}
                  >
                    <span className={classes.value}>{label(variant)}</span>
                    {soldOut && (
                      <span className={classes.note}>{t('item.variants.outOfStock')}</span>
                    )}
                  </UnstyledButton>
                );
              })}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
