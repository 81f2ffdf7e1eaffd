import { Anchor, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SchemaForm, type SchemaFormProps } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { EmailField, PasswordField } from './credential-fields';
import { GoogleSignInButton } from './google-sign-in-button';

/** Each page's button, the password the browser is to offer, and the line to the other page. */
const PAGES = {
  login: {
    submit: 'auth.login.submit',
    password: 'current-password',
    other: { text: 'auth.login.noAccount', link: 'auth.login.registerLink', to: paths.register },
  },
  register: {
    submit: 'auth.register.submit',
    password: 'new-password',
    other: { text: 'auth.register.haveAccount', link: 'auth.register.loginLink', to: paths.login },
  },
} as const;

/**
 * Sign-in and registration around their fields: the form's alert, the email and the password, the
 * form's own fields after them, Google's button, and the line that leads to the other of the two
 * («Нет аккаунта? Зарегистрироваться»).
 */
export function CredentialsFrame<Values extends { email: string; password: string }>({
  page,
  form,
  children,
  ...frame
}: Omit<SchemaFormProps<Values>, 'form' | 'children' | 'submitLabel'> & {
  page: keyof typeof PAGES;
  form: UseFormReturnType<Values>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { submit, password, other } = PAGES[page];
  // The other page still returns where the shopper was going (the checkout).
  const { state } = useLocation();
  return (
    <Stack gap="md">
      <SchemaForm
        form={form}
        alertFirst
        gap="md"
        submitLabel={t(submit)}
        submitProps={{ size: 'md', fullWidth: true, mt: 'xs' }}
        {...frame}
      >
        <EmailField key={form.key('email')} {...form.getInputProps('email')} />
        <PasswordField
          autoComplete={password}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {children}
      </SchemaForm>
      <GoogleSignInButton />
      <Text ta="center" size="sm" c="dimmed">
        {t(other.text)}{' '}
        <Anchor component={Link} to={other.to} state={state} fw={600}>
          {t(other.link)}
        </Anchor>
      </Text>
    </Stack>
  );
}
