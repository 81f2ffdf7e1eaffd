import { stockAdjustSchema, type ManagedItem, type Variant } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { errorTextOr } from '@/lib/error-messages';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useAdjustItemStock } from '../api/adjust-item-stock';

interface StockAdjustValues {
  variant_id: string;
  mode: 'add' | 'take' | 'set';
  amount: number | string;
  note: string;
}

/** The request the values make: a change by «+» or «−», or the stock set by «=». */
function stockChange({ mode, amount }: StockAdjustValues) {
  const count = typeof amount === 'number' ? amount : Number.NaN;
  return mode === 'set' ? { set_to: count } : { delta: mode === 'add' ? count : -count };
}

/**
 * The stock form's state and its save for one of the item's variants (the first at first); the
 * `chosen` variant's stock is what a write-off may not pass.
 */
export function useStockAdjust({
  item,
  variants,
  onDone,
}: {
  item: ManagedItem;
  variants: Variant[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const adjust = useAdjustItemStock();
  const [error, setError] = useState<string | null>(null);
  // Controlled: the amount's bounds and the button follow the mode and the number typed.
  const form = useSchemaForm<StockAdjustValues>({
    mode: 'controlled',
    initialValues: { variant_id: String(variants[0]!.id), mode: 'add', amount: 1, note: '' },
    schema: stockAdjustSchema,
    input: (values) => ({
      variant_id: Number(values.variant_id),
      ...stockChange(values),
      note: values.note.trim() || undefined,
    }),
  });
  const { variant_id } = form.getValues();
  const chosen = variants.find((v) => String(v.id) === variant_id) ?? variants[0]!;

  // A write-off beyond the stock says why, before and (if the stock fell meanwhile) after asking.
  const beyond = t('admin.items.stock.beyond', { count: chosen.stock });
  const submit = (values: StockAdjustValues) => {
    if (values.mode === 'take' && Number(values.amount) > chosen.stock) return setError(beyond);
    setError(null);
    return adjust.mutateAsync(
      {
        id: item.id,
        variant_id: chosen.id,
        ...stockChange(values),
        note: values.note.trim() || undefined,
      },
      {
        onSuccess: () => {
          notifySuccess(t('admin.items.stock.saved'));
          onDone();
        },
        onError: (e) =>
          setError(
            isApiError(e) && e.code === 'VALIDATION_FAILED' && values.mode === 'take'
              ? beyond
              : errorTextOr(e, t('admin.items.stock.failed')),
          ),
      },
    );
  };

  return { form, submit, error, pending: adjust.isPending, chosen };
}
