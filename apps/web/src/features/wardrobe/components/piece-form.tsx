import {
  Button,
  Chip,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CATEGORIES,
  COLOR_NAMES,
  kindsOfSlot,
  SEASONS,
  WARDROBE_BRAND_MAX_LENGTH,
  WARDROBE_MAX_COLORS,
  WARDROBE_NAME_MAX_LENGTH,
  wardrobeItemUpdateSchema,
  type Category,
  type WardrobeItem,
} from '@shop/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { FormErrorAlert } from '@/components/form-error-alert';
import { applyFormError } from '@/lib/form-errors';
import { formatPrice } from '@/lib/format';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';
import { useUpdateWardrobeItem } from '../api/update-wardrobe-item';
import { ownsKind, pieceUpdate, pieceValues, type PieceValues } from '../piece-form-values';
import { kindLabel, seasonLabel, slotLabel } from '../wardrobe-labels';

/**
 * A piece's fields (name, brand, slot, kind of that slot, colours, seasons, size, price, date),
 * checked by the contract's PATCH schema and saved by PATCH /api/wardrobe/items/{id}. A refusal
 * lands under its field or above the form. `actions` sit beside «Сохранить».
 */
export function PieceForm({
  piece,
  onSaved,
  actions,
  saveLabel,
}: {
  piece: WardrobeItem;
  onSaved?: (saved: WardrobeItem) => void;
  actions?: ReactNode;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  // The currency's sign alone: a price of nothing, written, without its digits.
  const sign = formatPrice(0, useStoreCurrency()).replace(/[\d\s.,]/g, '');
  const update = useUpdateWardrobeItem();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PieceValues>({
    mode: 'controlled',
    initialValues: pieceValues(piece),
    schema: wardrobeItemUpdateSchema,
    input: (values) => pieceUpdate(values, piece),
  });
  const editableKind = ownsKind(piece);
  const slot = form.values.slot;

  const submit = form.onSubmit((values) => {
    setFormError(null);
    update.mutate(
      { id: piece.id, body: pieceUpdate(values, piece) },
      {
        onSuccess: (saved) => {
          form.resetDirty();
          onSaved?.(saved);
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('wardrobe.piece.saveFailed'),
            setFormError,
            toastId: 'wardrobe-piece-save-failed',
          }),
      },
    );
  }, revealFirstErrorOf);

  return (
    <form onSubmit={submit} noValidate aria-label={t('wardrobe.piece.save')}>
      <Stack gap="sm">
        <FormErrorAlert message={formError} />
        <TextInput
          label={t('wardrobe.piece.name')}
          maxLength={WARDROBE_NAME_MAX_LENGTH}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={2} spacing="sm">
          <Select
            label={t('wardrobe.piece.slot')}
            data={CATEGORIES.map((value) => ({ value, label: slotLabel(t, value) }))}
            allowDeselect={false}
            disabled={!editableKind}
            {...form.getInputProps('slot')}
            onChange={(value) => {
              if (!value) return;
              form.setFieldValue('slot', value as Category);
              // A kind belongs to one slot: the slot's own first kind replaces another slot's.
              form.setFieldValue('kind', kindsOfSlot(value as Category)[0] ?? '');
            }}
          />
          <Select
            label={t('wardrobe.piece.kind')}
            placeholder={t('wardrobe.piece.noKind')}
            data={kindsOfSlot(slot).map((value) => ({ value, label: kindLabel(t, value) }))}
            clearable
            disabled={!editableKind}
            {...form.getInputProps('kind')}
            value={form.values.kind || null}
            onChange={(value) => form.setFieldValue('kind', (value ?? '') as PieceValues['kind'])}
          />
        </SimpleGrid>
        {!editableKind && (
          <Text size="xs" c="dimmed">
            {t('wardrobe.piece.catalogLocked')}
          </Text>
        )}
        <MultiSelect
          label={t('wardrobe.piece.colors')}
          description={t('wardrobe.piece.colorsHint', { max: WARDROBE_MAX_COLORS })}
          data={COLOR_NAMES}
          maxValues={WARDROBE_MAX_COLORS}
          searchable
          {...form.getInputProps('colors')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`seasons-${piece.id}`}>
            {t('wardrobe.piece.seasons')}
          </Text>
          <Chip.Group multiple {...form.getInputProps('seasons')}>
            <Group gap={6} role="group" aria-labelledby={`seasons-${piece.id}`}>
              {SEASONS.map((season) => (
                <Chip key={season} value={season} size="sm" radius="xl" variant="outline">
                  {seasonLabel(t, season)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          <Text size="xs" c="dimmed">
            {t('wardrobe.piece.seasonsHint')}
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            label={t('wardrobe.piece.brand')}
            maxLength={WARDROBE_BRAND_MAX_LENGTH}
            {...form.getInputProps('brand')}
          />
          <TextInput label={t('wardrobe.piece.size')} {...form.getInputProps('size')} />
          <NumberInput
            label={`${t('wardrobe.piece.price')}, ${sign}`}
            decimalScale={2}
            thousandSeparator=" "
            {...NUMBER_AS_TYPED}
            {...form.getInputProps('price')}
          />
          <TextInput
            type="date"
            label={t('wardrobe.piece.acquiredOn')}
            {...form.getInputProps('acquired_on')}
          />
        </SimpleGrid>
        <Group gap="sm" mt="xs">
          <Button type="submit" loading={update.isPending}>
            {saveLabel ?? t('wardrobe.piece.save')}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}
