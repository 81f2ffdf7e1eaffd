import {
  isStrongEnoughPassword,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';

/** The admin user form; field names are the API's, so refusals land under their fields. */
export interface UserFormValues {
  email: string;
  password: string;
  is_active: boolean;
  is_moderator: boolean;
  is_admin: boolean;
}

/** A new user starts active, without roles. */
export const NEW_USER_VALUES: UserFormValues = {
  email: '',
  password: '',
  is_active: true,
  is_moderator: false,
  is_admin: false,
};

export function userToFormValues(user: AdminUser): UserFormValues {
  return {
    email: user.email,
    password: '',
    is_active: user.is_active,
    is_moderator: user.is_moderator,
    is_admin: user.is_admin,
  };
}

/**
 * The email must look like an address; on create the password has at least 8 characters, on edit
 * an empty password keeps the old one (a new one still needs 8).
 */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit') {
  const errors: Partial<Record<keyof UserFormValues, string>> = {};
  if (!isValidEmail(values.email.trim())) errors.email = i18n.t('admin.users.form.invalidEmail');
  const passwordNeeded = mode === 'create' || values.password !== '';
  if (passwordNeeded && !isStrongEnoughPassword(values.password))
    errors.password = i18n.t('admin.users.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return errors;
}

export function buildUserCreate(values: UserFormValues): AdminUserCreate {
  return {
    email: values.email.trim(),
    password: values.password,
    is_admin: values.is_admin,
    is_moderator: values.is_moderator,
    is_active: values.is_active,
  };
}

/** PATCH body: the email and the three flags; the password only when one was typed. */
export function buildUserUpdate(values: UserFormValues): AdminUserUpdate {
  return {
    email: values.email.trim(),
    is_admin: values.is_admin,
    is_moderator: values.is_moderator,
    is_active: values.is_active,
    ...(values.password ? { password: values.password } : {}),
  };
}
