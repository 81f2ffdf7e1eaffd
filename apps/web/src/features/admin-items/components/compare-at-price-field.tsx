import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * «Старая цена»: the crossed-out price shoppers see beside the price, with the discount. Imports
 * fill it from Lamoda's old price; the owner may set or clear it.
 */
export function CompareAtPriceField({
  currency,
  ...inputProps
}: { currency: string } & Pick<
  NumberInputProps,
  'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error' | 'defaultValue'
>) {
  const { t } = useTranslation();
  return (
    <NumberInput
      size="md"
      radius="md"
      label={t('admin.items.form.compareAt.label', { currency })}
      description={t('admin.items.form.compareAt.hint')}
      min={0}
      decimalScale={2}
      thousandSeparator=" "
      allowNegative={false}
      {...inputProps}
    />
  );
}
