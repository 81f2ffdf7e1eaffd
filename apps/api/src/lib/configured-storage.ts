import type { AppConfig } from '../config/env';
import { createS3Storage } from './s3-storage';
import { loadJwtSecret } from './secrets';
import { linkSigningKey } from './signed-links';
import { createLocalStorage, type ShopStorage } from './storage';

/**
 * The shop's store for its settings: the S3-compatible bucket when S3_BUCKET is set, else the
 * local disk under DATA_DIR. Private addresses are signed with a key derived from the JWT secret,
 * so every API process that shares JWT_SECRET accepts the others' addresses.
 */
export function createConfiguredStorage(config: AppConfig): ShopStorage {
  const jwtSecret = loadJwtSecret(config.JWT_SECRET, config.dataDir);
  const signingKey = linkSigningKey(jwtSecret, 'signed media addresses');
  if (config.s3) return createS3Storage({ settings: config.s3, signingKey });
  return createLocalStorage({
    publicDir: config.uploadsDir,
    privateDir: config.privateUploadsDir,
    signingKey,
  });
}
