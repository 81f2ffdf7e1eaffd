import { emailChangeBodySchema } from '@shop/contract';
import { credentialIssues } from '@/lib/forms/credential-checks';
import { withChecks, type FormIssue } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/** The email card's form: a new address, and the current password when the account has one. */
export interface EmailChangeValues {
  email: string;
  current_password: string;
}

export const EMPTY_EMAIL_CHANGE: EmailChangeValues = { email: '', current_password: '' };

/**
 * The contract's body, with the service's checks beside it: an address that is one, and the
 * current password when the account has one.
 */
export function emailChangeSchema(hasPassword: boolean) {
  return withChecks<EmailChangeValues>(emailChangeBodySchema, (values) => {
    const issues: FormIssue[] = credentialIssues({ email: values.email });
    if (hasPassword && !values.current_password) {
      const message = i18n.t('settings.email.currentRequired');
      issues.push({ code: 'custom', path: ['current_password'], message });
    }
    return issues;
  });
}
