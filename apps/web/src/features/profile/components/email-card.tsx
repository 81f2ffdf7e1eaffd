import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { User } from '@shop/contract';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { UnverifiedEmailAlert } from '@/components/unverified-email-alert';
import { useEmailChange } from '../hooks/use-email-change';

/**
 * «Электронная почта» on /settings: the address, whether it is confirmed, and a change of address
 * that takes effect only once the link sent to the new one is followed (decision 045).
 */
export function EmailCard({ profile }: { profile: User }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending, cancelChange, cancelling } = useEmailChange(profile);

  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="email-title">
      <Group gap="sm" mb={4}>
        <Title order={2} fz="h3" id="email-title">
          {t('settings.email.title')}
        </Title>
        {/* Outline in the darkest shades: a light badge's small text is too pale to read (axe). */}
        <Badge color={profile.email_verified ? 'teal.9' : 'red.9'} variant="outline">
          {profile.email_verified ? t('settings.email.verified') : t('settings.email.unverified')}
        </Badge>
      </Group>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {profile.email}
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {t('settings.email.text')}
      </Text>
      <Stack gap="md">
        {!profile.email_verified && <UnverifiedEmailAlert email={profile.email} />}
        {profile.pending_email && (
          <PendingEmailAlert
            email={profile.pending_email}
            onCancel={cancelChange}
            cancelling={cancelling}
          />
        )}
        <SchemaForm
          form={form}
          onSubmit={submit}
          aria-labelledby="email-title"
          error={formError}
          alertFirst
          gap="md"
          pending={pending}
          submitLabel={t('settings.email.submit')}
          submitProps={{ variant: 'default', style: { alignSelf: 'flex-start' } }}
        >
          <SimpleGrid cols={{ base: 1, md: profile.has_password ? 2 : 1 }} spacing="md">
            <TextInput
              label={t('settings.email.newEmail')}
              type="email"
              inputMode="email"
              autoComplete="email"
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            {profile.has_password && (
              <PasswordInput
                label={t('settings.email.current')}
                autoComplete="current-password"
                key={form.key('current_password')}
                {...form.getInputProps('current_password')}
              />
            )}
          </SimpleGrid>
        </SchemaForm>
      </Stack>
    </Paper>
  );
}

/** The new address waiting for its link to be followed, and «Отменить смену». */
function PendingEmailAlert({
  email,
  onCancel,
  cancelling,
}: {
  email: string;
  onCancel: () => void;
  cancelling: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} role="status">
      <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
        {t('settings.email.pending', { email })}
      </Text>
      <Button size="xs" variant="white" loading={cancelling} onClick={onCancel}>
        {t('settings.email.cancel')}
      </Button>
    </Alert>
  );
}
