import { Anchor, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { FormErrorAlert } from '@/components/form-error-alert';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * Sign-in and registration around their fields: the form's alert, the form, Google's button, and
 * the line that leads to the other of the two («Нет аккаунта? Зарегистрироваться»).
 */
export function CredentialsFrame({
  formError,
  onSubmit,
  children,
  other,
}: {
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
  /** `state`: the router state the other page gets (where the shopper was going). */
  other: { text: string; link: string; to: string; state?: unknown };
}) {
  return (
    <Stack gap="md">
      <FormErrorAlert message={formError} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">{children}</Stack>
      </form>
      <GoogleSignInButton />
      <Text ta="center" size="sm" c="dimmed">
        {other.text}{' '}
        <Anchor component={Link} to={other.to} state={other.state} fw={600}>
          {other.link}
        </Anchor>
      </Text>
    </Stack>
  );
}
