import fs from 'node:fs';
import { isStrongEnoughPassword, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { AppError } from './app-error';
import { verifyPassword } from './password';

/**
 * The 10 000 passwords people use most, one a line, most used first: the top of Mark Burnett's
 * ten million passwords, which he released into the public domain (decision 095). Read from the
 * repository, never fetched; only the entries a new password could be (8 characters or more) are
 * kept in memory, in lower case, so «Password1» counts as «password1».
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length >= PASSWORD_MIN_LENGTH),
  );
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/**
 * A new password the shop takes: long enough, not one of the most used, and (when the account has
 * one) not the password it replaces. `field` names the form field the refusal goes under.
 */
export async function assertNewPassword(
  password: string,
  field = 'password',
  currentHash?: string | null,
): Promise<void> {
  const refuse = (code: 'WEAK_PASSWORD' | 'COMMON_PASSWORD' | 'SAME_PASSWORD', message: string) =>
    new AppError(code, 400, message, { fields: [{ path: field, message }] });
  if (!isStrongEnoughPassword(password))
    throw refuse(
      'WEAK_PASSWORD',
      `The password must have at least ${PASSWORD_MIN_LENGTH} characters`,
    );
  if (isCommonPassword(password))
    throw refuse('COMMON_PASSWORD', 'The password is one of the most used ones');
  if (currentHash && (await verifyPassword(currentHash, password)))
    throw refuse('SAME_PASSWORD', 'The new password is the current one');
}
