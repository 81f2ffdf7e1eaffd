import {
  adminUserCreateSchema,
  adminUserUpdateSchema,
  isStrongEnoughPassword,
  isValidEmail,
  PASSWORD_MIN_LENGTH,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@shop/contract';
import {
  schemaResolver,
  type FormIssue,
  type FormSchema,
  type IssueText,
  type SchemaRules,
} from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/** The admin user form; field names are the API's, so refusals land under their fields. */
export interface UserFormValues {
  email: string;
  password: string;
  is_active: boolean;
  is_moderator: boolean;
  is_manager: boolean;
  is_admin: boolean;
}

/** A new user starts active, without roles. */
export const NEW_USER_VALUES: UserFormValues = {
  email: '',
  password: '',
  is_active: true,
  is_moderator: false,
  is_manager: false,
  is_admin: false,
};

export function userToFormValues(user: AdminUser): UserFormValues {
  return {
    email: user.email,
    password: '',
    is_active: user.is_active,
    is_moderator: user.is_moderator,
    is_manager: user.is_manager,
    is_admin: user.is_admin,
  };
}

/**
 * The contract's create or update schema, and what the users' service checks beside it: the
 * address's form; on create a password of at least 8 characters, on edit an empty password keeps
 * the old one (a new one still needs 8).
 */
function userSchema(mode: 'create' | 'edit'): FormSchema {
  const schema = mode === 'create' ? adminUserCreateSchema : adminUserUpdateSchema;
  return {
    safeParse(input, params) {
      const parsed = schema.safeParse(input, params);
      const issues: FormIssue[] = parsed.success ? [] : [...parsed.error.issues];
      const { email, password } = input as AdminUserUpdate;
      if (email !== undefined && !isValidEmail(email) && !issues.some((i) => i.path[0] === 'email'))
        issues.push({ code: 'custom', path: ['email'], message: '' });
      const checked = mode === 'create' || password !== undefined;
      if (
        checked &&
        !isStrongEnoughPassword(password ?? '') &&
        !issues.some((i) => i.path[0] === 'password')
      )
        issues.push({ code: 'custom', path: ['password'], message: '' });
      return issues.length === 0 ? { success: true } : { success: false, error: { issues } };
    },
  };
}

/** The form's texts: the email must look like an address, the password needs its length. */
const userIssueText: IssueText<keyof UserFormValues> = (field) =>
  field === 'email'
    ? i18n.t('admin.users.form.invalidEmail')
    : field === 'password'
      ? i18n.t('admin.users.form.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
      : undefined;

export function userRules(mode: 'create' | 'edit'): SchemaRules<UserFormValues> {
  return {
    schema: userSchema(mode),
    input: mode === 'create' ? buildUserCreate : buildUserUpdate,
    issueText: userIssueText,
  };
}

/** The rules at once, for a check outside the form. */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'edit') {
  return schemaResolver(userRules(mode))(values);
}

export function buildUserCreate(values: UserFormValues): AdminUserCreate {
  return {
    email: values.email.trim(),
    password: values.password,
    is_admin: values.is_admin,
    is_moderator: values.is_moderator,
    is_manager: values.is_manager,
    is_active: values.is_active,
  };
}

/** PATCH body: the email and the four flags; the password only when one was typed. */
export function buildUserUpdate(values: UserFormValues): AdminUserUpdate {
  return {
    email: values.email.trim(),
    is_admin: values.is_admin,
    is_moderator: values.is_moderator,
    is_manager: values.is_manager,
    is_active: values.is_active,
    ...(values.password ? { password: values.password } : {}),
  };
}
