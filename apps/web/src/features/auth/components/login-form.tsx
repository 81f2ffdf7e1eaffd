import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useLogin, type LoginInput } from '../api/login';
import { credentialRules, EmailField, PasswordField } from './credential-fields';
import { GoogleSignInButton } from './google-sign-in-button';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

/**
 * Email and password sign-in. On success the session starts and the guest gate takes the user
 * on (to /home, or back to the page that asked).
 */
export function LoginForm({ initialError = null }: { initialError?: string | null }) {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(initialError);

  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: {
      ...credentialRules(t),
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    loginMutation.mutate(values, {
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
  }, revealFirstErrorOf);

  return (
    <Stack gap="md">
      <FormErrorAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            autoComplete="current-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="right" mt={-8}>
            {t('auth.forgot.link')}
          </Anchor>
          <Button type="submit" size="md" fullWidth loading={loginMutation.isPending} mt="xs">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton />
      <Text ta="center" size="sm" c="dimmed">
        {t('auth.login.noAccount')}{' '}
        <Anchor component={Link} to={paths.register} fw={600}>
          {t('auth.login.registerLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
