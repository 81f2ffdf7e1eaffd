import type { UseFormReturnType } from '@mantine/form';
import { ApiError, isApiError } from '@/lib/api-client';
import { errorCodeText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n/i18n';
import { notifyError } from '@/lib/notify';
import { rowsWithNewSku, type ItemFormValues } from './item-form-values';

/**
 * Puts a refused save where it belongs: a taken SKU under the rows it can come from (the server
 * names none), `variants.N.field` paths under that row's field, the rest through `applyFormError`
 * (fields by name, else the form-level alert and the 'Ошибка' toast).
 */
export function showSaveError(
  form: UseFormReturnType<ItemFormValues>,
  error: unknown,
  savedRows: ItemFormValues['variants'],
  fallback: string,
  setFormError: (message: string) => void,
) {
  if (isApiError(error) && error.code === 'SKU_TAKEN') {
    const text = errorCodeText('SKU_TAKEN');
    for (const index of rowsWithNewSku(form.getValues().variants, savedRows))
      form.setFieldError(`variants.${index}.sku`, text);
    notifyError(text, { id: 'admin-item-sku-taken' });
    return;
  }
  if (isApiError(error) && error.details?.fields?.length) {
    const rest = error.details.fields.filter(({ path, message }) => {
      const match = /^variants\.(\d+)\.(\w+)$/.exec(path);
      if (!match) return true;
      form.setFieldError(`variants.${match[1]}.${match[2]}`, message);
      return false;
    });
    if (rest.length !== error.details.fields.length) {
      error = new ApiError(error.status, {
        ...error.envelope,
        details: { ...error.details, fields: rest },
      });
      if (rest.length === 0) return;
    }
  }
  applyFormError(form, error, {
    fallback,
    setFormError,
    toastId: 'admin-item-save-failed',
    fieldTexts: { compare_at_price: i18n.t('admin.items.form.compareAt.abovePrice') },
  });
}
