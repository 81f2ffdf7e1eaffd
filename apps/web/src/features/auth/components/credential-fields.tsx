import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@shop/contract';
import { IconLock, IconLockCheck, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Fixed = 'label' | 'placeholder' | 'type' | 'leftSection';

export function EmailField(props: Omit<TextInputProps, Fixed>) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.fields.email')}
      placeholder={t('auth.fields.emailPlaceholder')}
      type="email"
      autoComplete="email"
      inputMode="email"
      leftSection={<IconMail size={18} />}
      {...props}
    />
  );
}

export function PasswordField({
  autoComplete,
  ...props
}: Omit<PasswordInputProps, Fixed | 'autoComplete'> & {
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('auth.fields.password')}
      placeholder={t('auth.fields.passwordPlaceholder', { min: PASSWORD_MIN_LENGTH })}
      autoComplete={autoComplete}
      leftSection={<IconLock size={18} />}
      {...props}
    />
  );
}

/** The new password typed again (registration, a reset link). */
export function ConfirmPasswordField(props: Omit<PasswordInputProps, Fixed | 'autoComplete'>) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      label={t('auth.fields.confirmPassword')}
      placeholder={t('auth.fields.confirmPasswordPlaceholder')}
      autoComplete="new-password"
      leftSection={<IconLockCheck size={18} />}
      {...props}
    />
  );
}
