import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useRegister } from '../api/register';
import { registerRules, type RegisterValues } from '../auth-form';
import { ConfirmPasswordField, EmailField, PasswordField } from './credential-fields';
import { CredentialsFrame } from './credentials-frame';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

/** Registration: email, password and its confirmation. */
export function RegisterForm() {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useSchemaForm<RegisterValues>({
    initialValues: { email: '', password: '', confirmPassword: '' },
    ...registerRules,
  });

  const handleSubmit = form.onSubmit(({ email, password }) => {
    setFormError(null);
    registerMutation.mutate(
      { email, password },
      {
        onError: (error) =>
          applyFormError(form, error, {
            fallback: defaultErrorText('register'),
            setFormError,
            toastId: 'register-error',
          }),
      },
    );
  }, revealFirstErrorOf);

  return (
    <CredentialsFrame
      formError={formError}
      onSubmit={handleSubmit}
      other={{
        text: t('auth.register.haveAccount'),
        link: t('auth.register.loginLink'),
        to: paths.login,
      }}
    >
      <EmailField key={form.key('email')} {...form.getInputProps('email')} />
      <PasswordField
        autoComplete="new-password"
        key={form.key('password')}
        {...form.getInputProps('password')}
      />
      <ConfirmPasswordField
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
      <Button type="submit" size="md" fullWidth loading={registerMutation.isPending} mt="xs">
        {t('auth.register.submit')}
      </Button>
    </CredentialsFrame>
  );
}
