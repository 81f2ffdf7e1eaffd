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
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { UnverifiedEmailAlert } from '@/components/unverified-email-alert';
import { applyFormError } from '@/lib/form-errors';
import { credentialIssueText } from '@/lib/forms/credential-checks';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useCancelEmailChange, useChangeEmail } from '../api/change-email';
import {
  EMPTY_EMAIL_CHANGE,
  emailChangeSchema,
  type EmailChangeValues,
} from '../email-change-form';

/**
 * «Электронная почта» on /settings: the address, whether it is confirmed, and a change of address
 * that takes effect only once the link sent to the new one is followed (decision 045).
 */
export function EmailCard({ profile }: { profile: User }) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<EmailChangeValues>({
    initialValues: EMPTY_EMAIL_CHANGE,
    schema: useMemo(() => emailChangeSchema(profile.has_password), [profile.has_password]),
    issueText: credentialIssueText,
  });

  const submit = ({ email, current_password }: EmailChangeValues) => {
    setFormError(null);
    return change.mutateAsync(
      {
        email: email.trim(),
        ...(profile.has_password && { current_password }),
      },
      {
        onSuccess: (updated) => {
          form.setValues(EMPTY_EMAIL_CHANGE);
          notifySuccess(t('settings.email.sentText', { email: updated.pending_email ?? '' }), {
            id: 'email-change-sent',
            title: t('settings.email.sent'),
          });
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('settings.email.failed'),
            setFormError,
            toastId: 'email-change-failed',
          }),
      },
    );
  };

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
          <Alert color="blue" variant="light" icon={<IconMailForward size={18} />} role="status">
            <Text size="sm" mb="xs" style={{ overflowWrap: 'anywhere' }}>
              {t('settings.email.pending', { email: profile.pending_email })}
            </Text>
            <Button
              size="xs"
              variant="white"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () =>
                    notifySuccess(t('settings.email.cancelled'), { id: 'email-change-cancelled' }),
                })
              }
            >
              {t('settings.email.cancel')}
            </Button>
          </Alert>
        )}
        <SchemaForm
          form={form}
          onSubmit={submit}
          aria-labelledby="email-title"
          error={formError}
          alertFirst
          gap="md"
          pending={change.isPending}
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
