import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SchemaForm, type SchemaFormProps } from '@/components/schema-form';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * Sign-in and registration around their fields: the form's alert, the form, Google's button, and
 * the line that leads to the other of the two («Нет аккаунта? Зарегистрироваться»).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's bound, as SchemaForm's
export function CredentialsFrame<Values extends Record<string, any>>({
  other,
  ...form
}: SchemaFormProps<Values> & {
  /** `state`: the router state the other page gets (where the shopper was going). */
  other: { text: string; link: string; to: string; state?: unknown };
}) {
  return (
    <Stack gap="md">
      <SchemaForm
        alertFirst
        gap="md"
        submitProps={{ size: 'md', fullWidth: true, mt: 'xs' }}
        {...form}
      />
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
