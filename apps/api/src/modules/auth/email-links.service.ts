import { createEmailChange } from './email-change';
import { createEmailConfirmation } from './email-confirmation';
import { createEmailLinksContext, type EmailLinksDeps } from './email-links.context';
import { createPasswordResetLinks } from './password-reset-links';

/**
 * Links sent by email that prove the reader owns an address (decision 045): confirming the address
 * of a new account, a new address asked for in the settings, and a forgotten password. Each link
 * is random, stored hashed, works once and expires; a newer link of the same kind replaces it.
 * Each kind lives in its own file; this puts them together over dependencies built once.
 */
export function createEmailLinksService(deps: EmailLinksDeps) {
  const ctx = createEmailLinksContext(deps);
  return {
    ...createEmailConfirmation(ctx),
    ...createPasswordResetLinks(ctx),
    settled: ctx.settled,
    ...createEmailChange(ctx),
  };
}

export type EmailLinksService = ReturnType<typeof createEmailLinksService>;
