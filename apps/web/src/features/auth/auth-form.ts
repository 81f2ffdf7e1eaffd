import {
  passwordForgotBodySchema,
  passwordResetBodySchema,
  registerBodySchema,
  tokenFormSchema,
} from '@shop/contract';
import {
  credentialIssueText,
  credentialIssues,
  type CredentialValues,
} from '@/lib/forms/credential-checks';
import { withChecks, type SchemaRules } from '@/lib/forms/schema-resolver';
import type { LoginInput } from './api/login';

/**
 * The sign-in, registration and password-reset forms: each is the contract's body under the
 * form's field names, with the auth service's checks of the address and the password beside it.
 */

export interface RegisterValues {
  email: string;
  password: string;
  confirmPassword: string;
}

export interface ForgotPasswordValues {
  email: string;
}

export interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

function rules<Values extends CredentialValues>(
  schema: Parameters<typeof withChecks>[0],
): SchemaRules<Values> {
  return {
    schema: withChecks<CredentialValues>(schema, credentialIssues),
    issueText: credentialIssueText,
  };
}

/** POST /api/auth/token calls the email `username` (OAuth2 password grant). */
export const loginRules = rules<LoginInput>(
  tokenFormSchema.pick({ password: true }).extend({ email: tokenFormSchema.shape.username }),
);

export const registerRules = rules<RegisterValues>(
  registerBodySchema.extend({ confirmPassword: registerBodySchema.shape.password }),
);

export const forgotPasswordRules = rules<ForgotPasswordValues>(passwordForgotBodySchema);

/** The link's token is the page's, not the form's. */
export const resetPasswordRules = rules<ResetPasswordValues>(
  passwordResetBodySchema
    .pick({ password: true })
    .extend({ confirmPassword: passwordResetBodySchema.shape.password }),
);
