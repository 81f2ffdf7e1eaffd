import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLockCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { paths } from '@/config/paths';
import { defaultErrorText } from '@/lib/error-messages';
import { applyFormError } from '@/lib/form-errors';
import { useRegister } from '../api/register';
import { credentialRules, EmailField, PasswordField } from './credential-fields';
import { GoogleSignInButton } from './google-sign-in-button';
import { revealFirstErrorOf } from '@/lib/reveal-first-error';

interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

/** Registration: email, password and its confirmation. */
export function RegisterForm() {
  const { t } = useTranslation();
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<RegisterValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: {
      ...credentialRules(t),
      confirmPassword: (value, values) =>
        value === values.password ? null : t('auth.validation.passwordsMismatch'),
    },
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
    <Stack gap="md">
      <FormErrorAlert message={formError} />
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordField
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('auth.fields.confirmPassword')}
            placeholder={t('auth.fields.confirmPasswordPlaceholder')}
            autoComplete="new-password"
            leftSection={<IconLockCheck size={18} />}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" size="md" fullWidth loading={registerMutation.isPending} mt="xs">
            {t('auth.register.submit')}
          </Button>
        </Stack>
      </form>
      <GoogleSignInButton />
      <Text ta="center" size="sm" c="dimmed">
        {t('auth.register.haveAccount')}{' '}
        <Anchor component={Link} to={paths.login} fw={600}>
          {t('auth.register.loginLink')}
        </Anchor>
      </Text>
    </Stack>
  );
}
