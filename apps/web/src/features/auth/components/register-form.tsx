import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useRegister } from '../api/register';
import { forgetCheckoutReturn, rememberCheckoutReturn } from '../checkout-return';
import type { LoginRouteState } from '../login-route-state';
import { registerRules, type RegisterValues } from '../auth-form';
import { ConfirmPasswordField, EmailField, PasswordField } from './credential-fields';
import { CredentialsFrame } from './credentials-frame';

/** Registration: email, password and its confirmation. */
export function RegisterForm() {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const location = useLocation();
  const fromCheckout = (location.state as LoginRouteState | null)?.reason === 'checkout';
  const [formError, setFormError] = useState<string | null>(null);

  const form = useSchemaForm<RegisterValues>({
    initialValues: { email: '', password: '', confirmPassword: '' },
    ...registerRules,
  });

  const handleSubmit = ({ email, password }: RegisterValues) => {
    setFormError(null);
    // The new account goes on to the checkout (the guest gate follows `from`); the emailed
    // confirmation, opened later, offers the way back too. Noted now: the form is gone once the
    // session starts.
    if (fromCheckout) rememberCheckoutReturn();
    return registerMutation.mutateAsync(
      { email, password },
      {
        onError: (error) => {
          forgetCheckoutReturn();
          applyFormError(form, error, {
            fallback: defaultErrorText('register'),
            setFormError,
            toastId: 'register-error',
          });
        },
      },
    );
  };

  return (
    <CredentialsFrame
      form={form}
      onSubmit={handleSubmit}
      error={formError}
      pending={registerMutation.isPending}
      submitLabel={t('auth.register.submit')}
      other={{
        text: t('auth.register.haveAccount'),
        link: t('auth.register.loginLink'),
        to: paths.login,
        state: location.state,
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
    </CredentialsFrame>
  );
}
