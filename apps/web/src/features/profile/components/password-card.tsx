import { Paper, PasswordInput, SimpleGrid, Text, Title } from '@mantine/core';
import { isStrongEnoughPassword, passwordChangeSchema, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '@/components/schema-form';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { i18n } from '@/lib/i18n/i18n';
import { notifySuccess } from '@/lib/notify';
import { useChangePassword } from '../api/change-password';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/**
 * The contract's body with the form's own rules: the current password when the account has one,
 * a new one strong enough (the API's own test) and not the current one, typed twice alike; the
 * most used passwords are refused by the API (its list is not sent to the browser).
 */
function passwordSchema(hasPassword: boolean) {
  return passwordChangeSchema
    .extend({ confirm_password: passwordChangeSchema.shape.new_password })
    .superRefine((values, context) => {
      const refuse = (field: keyof PasswordValues, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      if (hasPassword && !values.current_password) {
        refuse('current_password', i18n.t('settings.password.currentRequired'));
      }
      if (!isStrongEnoughPassword(values.new_password)) {
        refuse('new_password', i18n.t('settings.password.tooShort', { min: PASSWORD_MIN_LENGTH }));
      }
      if (
        hasPassword &&
        values.current_password &&
        values.new_password === values.current_password
      ) {
        refuse('new_password', i18n.t('errors.SAME_PASSWORD'));
      }
      if (values.confirm_password !== values.new_password) {
        refuse('confirm_password', i18n.t('settings.password.mismatch'));
      }
    });
}

/**
 * «Пароль» on /settings: the current password, a new one twice. Other devices are signed out
 * when it changes. An account made with Google only has no current password and sets its first.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<PasswordValues>({
    initialValues: EMPTY,
    schema: useMemo(() => passwordSchema(hasPassword), [hasPassword]),
  });

  const submit = ({ current_password, new_password }: PasswordValues) => {
    setFormError(null);
    return change.mutateAsync(
      { current_password: hasPassword ? current_password : '', new_password },
      {
        onSuccess: () => {
          form.setValues(EMPTY);
          form.resetDirty();
          notifySuccess(t('settings.password.changedText'), {
            id: 'password-changed',
            title: t('settings.password.changed'),
          });
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('settings.password.failed'),
            fields: { password: 'new_password' },
            setFormError,
            toastId: 'password-change-failed',
          }),
      },
    );
  };

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
        pending={change.isPending}
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
