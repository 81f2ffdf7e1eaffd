import { Paper, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { usePasswordChange } from '../hooks/use-password-change';

/**
 * «Пароль» on /settings: the current password, a new one twice. Other devices are signed out
 * when it changes. An account made with Google only has no current password and sets its first.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const { form, submit, formError, pending } = usePasswordChange(hasPassword);

  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby="password-title">
      <Title order={2} fz="h3" id="password-title" mb={4}>
        {t('settings.password.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {hasPassword ? t('settings.password.text') : t('settings.password.firstText')}
      </Text>
      <SchemaForm
        form={form}
        onSubmit={submit}
        aria-labelledby="password-title"
        error={formError}
        alertFirst
        gap="md"
        pending={pending}
        submitLabel={
          hasPassword ? t('settings.password.submit') : t('settings.password.submitFirst')
        }
        submitProps={{ style: { alignSelf: 'flex-start' } }}
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {hasPassword && (
            <PasswordInput
              label={t('settings.password.current')}
              autoComplete="current-password"
              key={form.key('current_password')}
              {...form.getInputProps('current_password')}
            />
          )}
          <PasswordInput
            label={t('settings.password.new')}
            placeholder={t('settings.password.hint', { min: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            key={form.key('new_password')}
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={t('settings.password.confirm')}
            autoComplete="new-password"
            key={form.key('confirm_password')}
            {...form.getInputProps('confirm_password')}
          />
        </SimpleGrid>
      </SchemaForm>
    </Paper>
  );
}
