import { useState } from 'react';
import { useLocation } from 'react-router';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useRegister } from '../api/register';
import { forgetCheckoutReturn, rememberCheckoutReturn } from '../checkout-return';
import type { LoginRouteState } from '../login-route-state';
import { registerRules, type RegisterValues } from '../auth-form';
import { ConfirmPasswordField } from './credential-fields';
import { CredentialsFrame } from './credentials-frame';

/** Registration: email, password and its confirmation. */
export function RegisterForm() {
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
      page="register"
      form={form}
      onSubmit={handleSubmit}
      error={formError}
      pending={registerMutation.isPending}
    >
      <ConfirmPasswordField
        key={form.key('confirmPassword')}
        {...form.getInputProps('confirmPassword')}
      />
    </CredentialsFrame>
  );
}
