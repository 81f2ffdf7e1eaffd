import {
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
  type Category,
  type WardrobeItem,
} from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { SchemaForm } from '@/components/schema-form';
import { formatPrice } from '@/lib/format';
import { NUMBER_AS_TYPED } from '@/lib/forms/number-as-typed';
import { usePieceForm, type PieceForm as Form } from '../hooks/use-piece-form';
import { ownsKind, type PieceValues } from '../piece-form-values';
import { kindLabel, seasonLabel, slotLabel } from '../wardrobe-labels';

/** The slot and the kinds of that slot; a catalogue piece's are the shop's and stay as they are. */
function KindFields({ form, editable }: { form: Form; editable: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label={t('wardrobe.piece.slot')}
          data={CATEGORIES.map((value) => ({ value, label: slotLabel(t, value) }))}
          allowDeselect={false}
          disabled={!editable}
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
          data={kindsOfSlot(form.values.slot).map((value) => ({
            value,
            label: kindLabel(t, value),
          }))}
          clearable
          disabled={!editable}
          {...form.getInputProps('kind')}
          value={form.values.kind || null}
          onChange={(value) => form.setFieldValue('kind', (value ?? '') as PieceValues['kind'])}
        />
      </SimpleGrid>
      {!editable && (
        <Text size="xs" c="dimmed">
          {t('wardrobe.piece.catalogLocked')}
        </Text>
      )}
    </>
  );
}

/** Colours of the palette (at most three) and the seasons (none: all year). */
function LookFields({ form, id }: { form: Form; id: number }) {
  const { t } = useTranslation();
  return (
    <>
      <MultiSelect
        label={t('wardrobe.piece.colors')}
        description={t('wardrobe.piece.colorsHint', { max: WARDROBE_MAX_COLORS })}
        data={COLOR_NAMES}
        maxValues={WARDROBE_MAX_COLORS}
        searchable
        {...form.getInputProps('colors')}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={`seasons-${id}`}>
          {t('wardrobe.piece.seasons')}
        </Text>
        <Chip.Group multiple {...form.getInputProps('seasons')}>
          <Group gap={6} role="group" aria-labelledby={`seasons-${id}`}>
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
    </>
  );
}

/** Brand, size, what it cost and when it came. */
function PurchaseFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  // The currency's sign alone: a price of nothing, written, without its digits.
  const sign = formatPrice(0, useStoreCurrency()).replace(/[\d\s.,]/g, '');
  return (
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
  );
}

/**
 * A piece's fields (name, brand, slot, kind of that slot, colours, seasons, size, price, date),
 * checked by the contract's PATCH schema and saved by PATCH /api/wardrobe/items/{id}. A refusal
 * lands under its field or above the form; a second submit while one is being sent is dropped.
 * `actions` sit beside «Сохранить».
 */
export function PieceForm({
  piece,
  onSaved,
  actions,
}: {
  piece: WardrobeItem;
  onSaved?: (saved: WardrobeItem) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, save, formError, saving } = usePieceForm(piece, onSaved);
  return (
    <SchemaForm
      form={form}
      aria-label={t('wardrobe.piece.save')}
      onSubmit={save}
      pending={saving}
      error={formError}
      alertFirst
      submitLabel={t('wardrobe.piece.save')}
    >
      {(saveButton) => (
        <>
          <TextInput
            label={t('wardrobe.piece.name')}
            maxLength={WARDROBE_NAME_MAX_LENGTH}
            {...form.getInputProps('name')}
          />
          <KindFields form={form} editable={ownsKind(piece)} />
          <LookFields form={form} id={piece.id} />
          <PurchaseFields form={form} />
          {/* Not the frame's `actions` row: «Сохранить» comes first here, then «Удалить» or
              «Не добавлять», and the row is set left. */}
          <Group gap="sm" mt="xs">
            {saveButton}
            {actions}
          </Group>
        </>
      )}
    </SchemaForm>
  );
}
