import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). `Algorithm` is a const enum: 2 is Argon2id. */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * argon2id at its smallest cost (8 KiB, one pass), for tests only: they create accounts by the
 * hundred, and each full-cost hash is ~20 ms of CPU. A hash names its own cost, so verifying works
 * the same for both; the shop itself never switches (decision 080).
 */
const TEST_OPTIONS: Options = { ...ARGON2ID_OPTIONS, memoryCost: 8, timeCost: 1 };

let options = ARGON2ID_OPTIONS;

/** Called by the test set-up (API tests, browser-test fixtures) and nowhere else. */
export function lowerPasswordCostForTests(): void {
  options = TEST_OPTIONS;
}

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, options);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/**
 * Verifying against a fixed hash when the account does not exist keeps the answer time the same,
 * so response timing does not reveal which emails are registered.
 */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(plain: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, plain);
}
