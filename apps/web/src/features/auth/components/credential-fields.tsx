import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { IconLock, IconMail } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The email and password rules, shared by sign-in and registration. */
export function credentialRules(t: TFunction) {
  return {
    email: (value: string) =>
      isValidEmail(value.trim()) ? null : t('auth.validation.invalidEmail'),
    password: (value: string) =>
      value.length >= PASSWORD_MIN_LENGTH
        ? null
        : t('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
  };
}

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
