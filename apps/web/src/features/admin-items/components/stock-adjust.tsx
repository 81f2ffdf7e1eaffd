import {
  Badge,
  Group,
  Loader,
  NumberInput,
  Popover,
  SegmentedControl,
  Select,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { MAX_STOCK, type ManagedItem, type Variant } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItem } from '@/api/items/get-item';
import { SchemaForm } from '@/components/schema-form';
import { useStockAdjust } from '../hooks/use-stock-adjust';

function variantLabel(variant: Variant, noSize: string) {
  return [variant.size ?? noSize, variant.color, variant.sku].filter(Boolean).join(' · ');
}

/** The total with «мало» when it is at or below the shop's threshold. */
export function StockTotal({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        size="sm"
        fw={600}
        c={item.low_stock ? 'red.8' : undefined}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('admin.items.stock.pieces', { count: item.stock_total })}
      </Text>
      {item.low_stock ? (
        <Badge size="sm" color="red" variant="light">
          {t('admin.items.stock.low')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** One variant's stock by «+», «−» or «=», with a note for the history. */
function StockAdjustFields({
  item,
  variants,
  onDone,
}: {
  item: ManagedItem;
  variants: Variant[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { form, submit, error, pending, chosen } = useStockAdjust({ item, variants, onDone });
  const { mode } = form.getValues();

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      aria-label={t('admin.items.stock.title')}
      gap="xs"
      error={error}
      pending={pending}
      canSubmit={form.isValid()}
      submitLabel={t('admin.items.stock.save')}
    >
      <Select
        label={t('admin.items.stock.variant')}
        data={variants.map((v) => ({
          value: String(v.id),
          label: variantLabel(v, t('admin.items.stock.oneSize')),
        }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        {...form.getInputProps('variant_id')}
      />
      <Text size="xs" c="dimmed">
        {t('admin.items.stock.now', { count: chosen.stock })}
      </Text>
      <SegmentedControl
        aria-label={t('admin.items.stock.mode')}
        fullWidth
        size="xs"
        data={(['add', 'take', 'set'] as const).map((value) => ({
          value,
          label: t(`admin.items.stock.${value}`),
        }))}
        {...form.getInputProps('mode')}
      />
      <NumberInput
        label={t('admin.items.stock.amount')}
        min={mode === 'set' ? 0 : 1}
        max={MAX_STOCK}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('amount')}
      />
      <TextInput
        label={t('admin.items.stock.note')}
        placeholder={t('admin.items.stock.notePlaceholder')}
        maxLength={500}
        {...form.getInputProps('note')}
      />
    </SchemaForm>
  );
}

/** The item's variants, then the form for one of them. */
function StockAdjustForm({ item, onDone }: { item: ManagedItem; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useItem(item.id);
  const variants = detail.data?.variants ?? [];

  if (detail.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  if (detail.isError)
    return (
      <Text size="sm" c="red.8">
        {t('admin.items.stock.variantsFailed')}
      </Text>
    );
  if (!variants.length)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.items.stock.noVariants')}
      </Text>
    );
  return <StockAdjustFields item={item} variants={variants} onDone={onDone} />;
}

/**
 * The list's stock cell: the total, and for an item the viewer may edit, a popover that changes
 * one variant's stock.
 */
export function StockCell({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  if (!item.can_edit) return <StockTotal item={item} />;
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom" withArrow trapFocus>
      <Popover.Target>
        <UnstyledButton
          aria-label={t('admin.items.stock.adjust', { name: item.name })}
          onClick={() => setOpened((o) => !o)}
          style={{ borderBottom: '1px dashed var(--mantine-color-gray-5)' }}
        >
          <StockTotal item={item} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        {opened ? <StockAdjustForm item={item} onDone={() => setOpened(false)} /> : null}
      </Popover.Dropdown>
    </Popover>
  );
}
