import { EMAIL_QUOTES_MESSAGE, isValidEmail, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';
import type { FormIssue, IssueText } from './schema-resolver';

/**
 * What the auth service checks of an address and a password beyond the contract's schema: that
 * the address is one and the password long enough. The service keeps them (not the schema) so it
 * answers with its own codes, INVALID_EMAIL and WEAK_PASSWORD; a form checks them beside the
 * schema so it refuses before sending what the API would. A confirmation field must match the
 * password.
 */
export interface CredentialValues {
  email?: string;
  password?: string;
  confirmPassword?: string;
}

export function credentialIssues(values: CredentialValues): FormIssue[] {
  const t = i18n.t;
  const issues: FormIssue[] = [];
  const refuse = (field: keyof CredentialValues, message: string) =>
    issues.push({ code: 'custom', path: [field], message });
  if (values.email !== undefined && !isValidEmail(values.email.trim())) {
    refuse('email', t('auth.validation.invalidEmail'));
  }
  if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH) {
    refuse('password', t('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH }));
  }
  if (values.confirmPassword !== undefined && values.confirmPassword !== values.password) {
    refuse('confirmPassword', t('auth.validation.passwordsMismatch'));
  }
  return issues;
}

/**
 * The contract's own messages about an address are notes for developers (a look-alike address,
 * one too long): the form says what it says of any address it cannot take, except that quotes
 * and brackets are named, as a shopper could not guess them.
 */
export const credentialIssueText: IssueText = (field, issue) => {
  if (field !== 'email') return undefined;
  return issue.message === EMAIL_QUOTES_MESSAGE
    ? i18n.t('auth.validation.emailQuotes')
    : i18n.t('auth.validation.invalidEmail');
};
