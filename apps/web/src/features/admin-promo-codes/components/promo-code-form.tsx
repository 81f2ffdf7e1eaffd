import { Button, Input, SegmentedControl, Switch, TextInput } from '@mantine/core';
import { PROMO_CODE_LIMITS, type PromoCode } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useSavePromoCode } from '../api/save-promo-code';
import {
  EMPTY_PROMO_CODE,
  promoCodeBody,
  promoCodeRules,
  promoCodeToValues,
  type PromoCodeValues,
} from '../promo-code-form';
import { PromoCodeTerms } from './promo-code-terms';

/**
 * A new promo code, or a change of one (`code` given): the code, a percent or a sum, the minimum,
 * the days, the usage limit, once per customer and the categories; a change can switch it off.
 */
export function PromoCodeForm({ code, onDone }: { code: PromoCode | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSavePromoCode();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PromoCodeValues>({
    mode: 'controlled',
    initialValues: code ? promoCodeToValues(code) : EMPTY_PROMO_CODE,
    ...promoCodeRules,
  });

  const submit = (submitted: PromoCodeValues) => {
    setFormError(null);
    const body = promoCodeBody(submitted);
    return save.mutateAsync(
      { id: code?.id ?? null, body: code ? { ...body, is_active: submitted.is_active } : body },
      {
        onSuccess: (saved) => {
          notifySuccess(t('adminPromoCodes.form.saved', { code: saved.code }));
          onDone();
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('adminPromoCodes.form.saveFailed'),
            fields: { starts_at: 'starts_on', ends_at: 'ends_on' },
            setFormError,
            toastId: 'promo-code-save-failed',
          }),
      },
    );
  };

  return (
    <SchemaForm
      form={form}
      onSubmit={submit}
      gap="md"
      error={formError}
      pending={save.isPending}
      submitLabel={t('adminPromoCodes.form.save')}
      actions={
        <Button variant="default" onClick={onDone}>
          {t('adminPromoCodes.form.cancel')}
        </Button>
      }
    >
      <TextInput
        label={t('adminPromoCodes.form.code')}
        description={t('adminPromoCodes.form.codeHint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        required
        maxLength={PROMO_CODE_LIMITS.codeMax}
        styles={{ input: { textTransform: 'uppercase' } }}
        data-autofocus
        {...form.getInputProps('code')}
      />
      <Input.Wrapper label={t('adminPromoCodes.form.kind')}>
        <SegmentedControl
          fullWidth
          mt={4}
          data={[
            { value: 'percent', label: t('adminPromoCodes.form.percent') },
            { value: 'amount', label: t('adminPromoCodes.form.amount') },
          ]}
          {...form.getInputProps('kind')}
        />
      </Input.Wrapper>
      <PromoCodeTerms form={form} />
      {code && (
        <Switch
          label={t('adminPromoCodes.form.isActive')}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
      )}
    </SchemaForm>
  );
}
