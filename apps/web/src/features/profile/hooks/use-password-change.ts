import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';
import {
  EMPTY_PASSWORD_CHANGE,
  passwordChangeFormSchema,
  type PasswordValues,
} from '../password-change-form';

/**
 * The password card's form: the change sent (an account made with Google only sends no current
 * password), the fields emptied once it is done, its refusal in the form's alert.
 */
export function usePasswordChange(hasPassword: boolean) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PasswordValues>({
    initialValues: EMPTY_PASSWORD_CHANGE,
    schema: useMemo(() => passwordChangeFormSchema(hasPassword), [hasPassword]),
  });

  const submit = ({ current_password, new_password }: PasswordValues) => {
    setFormError(null);
    return change.mutateAsync(
      { current_password: hasPassword ? current_password : '', new_password },
      {
        onSuccess: () => {
          form.setValues(EMPTY_PASSWORD_CHANGE);
          form.resetDirty();
          notifySuccess(t('settings.password.changedText'), {
            id: 'password-changed',
            title: t('settings.password.changed'),
          });
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('settings.password.failed'),
            fields: { password: 'new_password' },
            setFormError,
            toastId: 'password-change-failed',
          }),
      },
    );
  };

  return { form, submit, formError, pending: change.isPending };
}
