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
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { notifySuccess } from '@/lib/notify';
import { useAdjustItemStock } from '../api/adjust-item-stock';

type Mode = 'add' | 'take' | 'set';

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
function StockAdjustForm({ item, onDone }: { item: ManagedItem; onDone: () => void }) {
  const { t } = useTranslation();
  const detail = useItem(item.id);
  const adjust = useAdjustItemStock();
  const variants = detail.data?.variants ?? [];
  const [variantId, setVariantId] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('add');
  const [amount, setAmount] = useState<number | string>(1);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

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

  const chosen = variants.find((v) => String(v.id) === variantId) ?? variants[0]!;
  const count = typeof amount === 'number' ? amount : Number.NaN;
  const valid = Number.isInteger(count) && (mode === 'set' ? count >= 0 : count > 0);

  // A write-off beyond the stock says why, before and (if the stock fell meanwhile) after asking.
  const beyond = t('admin.items.stock.beyond', { count: chosen.stock });
  const submit = () => {
    if (mode === 'take' && count > chosen.stock) return setError(beyond);
    setError(null);
    const change = mode === 'set' ? { set_to: count } : { delta: mode === 'add' ? count : -count };
    return adjust.mutateAsync(
      { id: item.id, variant_id: chosen.id, ...change, note: note.trim() || undefined },
      {
        onSuccess: () => {
          notifySuccess(t('admin.items.stock.saved'));
          onDone();
        },
        onError: (e) =>
          setError(
            isApiError(e) && e.code === 'VALIDATION_FAILED' && mode === 'take'
              ? beyond
              : errorTextOr(e, t('admin.items.stock.failed')),
          ),
      },
    );
  };

  return (
    <SchemaForm
      onSubmit={submit}
      aria-label={t('admin.items.stock.title')}
      gap="xs"
      error={error}
      pending={adjust.isPending}
      canSubmit={valid}
      submitLabel={t('admin.items.stock.save')}
    >
      <Select
        label={t('admin.items.stock.variant')}
        data={variants.map((v) => ({
          value: String(v.id),
          label: variantLabel(v, t('admin.items.stock.oneSize')),
        }))}
        value={String(chosen.id)}
        allowDeselect={false}
        onChange={setVariantId}
        comboboxProps={{ withinPortal: false }}
      />
      <Text size="xs" c="dimmed">
        {t('admin.items.stock.now', { count: chosen.stock })}
      </Text>
      <SegmentedControl
        aria-label={t('admin.items.stock.mode')}
        fullWidth
        size="xs"
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={(['add', 'take', 'set'] as const).map((value) => ({
          value,
          label: t(`admin.items.stock.${value}`),
        }))}
      />
      <NumberInput
        label={t('admin.items.stock.amount')}
        value={amount}
        onChange={setAmount}
        min={mode === 'set' ? 0 : 1}
        max={MAX_STOCK}
        allowDecimal={false}
        allowNegative={false}
      />
      <TextInput
        label={t('admin.items.stock.note')}
        placeholder={t('admin.items.stock.notePlaceholder')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </SchemaForm>
  );
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
