import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useLogin, type LoginInput } from '../api/login';
import { loginRules } from '../auth-form';
import { CredentialsFrame } from './credentials-frame';

/**
 * Email and password sign-in. On success the session starts and the guest gate takes the user
 * on (to /home, or back to the page that asked).
 */
export function LoginForm({ initialError = null }: { initialError?: string | null }) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(initialError);

  const form = useSchemaForm<LoginInput>({
    initialValues: { email: '', password: '' },
    ...loginRules,
  });

  const handleSubmit = (values: LoginInput) => {
    setFormError(null);
    return loginMutation.mutateAsync(values, {
      onError: (error) =>
        applyFormError(form, error, {
          fallback: defaultErrorText('login'),
          // POST /api/auth/token calls the email `username` (OAuth2 password grant).
          fields: { username: 'email' },
          setFormError,
          // Said once, in the form: a toast would repeat it.
          toast: 'never',
        }),
    });
  };

  return (
    <CredentialsFrame
      page="login"
      form={form}
      onSubmit={handleSubmit}
      error={formError}
      pending={loginMutation.isPending}
    >
      <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right" mt={-8}>
        {t('auth.forgot.link')}
      </Anchor>
    </CredentialsFrame>
  );
}
