import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (m=19456 KiB, t=2, p=1). `Algorithm` is a const enum: 2 is Argon2id. */
const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Options['algorithm'],
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2ID_OPTIONS);
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
