import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../config/env';
import { AppError } from './app-error';
import {
  isPrivateKey,
  isStorageKey,
  MissingFileError,
  PRIVATE_MEDIA_PREFIX,
  UPLOADS_PREFIX,
  type ShopStorage,
} from './storage';
import { createLinkSigner } from './signed-links';

/**
 * Objects of public keys live under `public/`, private ones under `private/` (their keys already
 * start so): a bucket policy or a CDN may then open `public/*` to everyone and nothing else.
 */
const PUBLIC_OBJECTS = 'public/';

export const objectNameOf = (key: string) => (isPrivateKey(key) ? key : `${PUBLIC_OBJECTS}${key}`);

/** The storage key of an object name, or null for an object the shop did not write. */
export function keyOfObjectName(name: string): string | null {
  const key = name.startsWith(PUBLIC_OBJECTS) ? name.slice(PUBLIC_OBJECTS.length) : name;
  if (!isStorageKey(key)) return null;
  return name.startsWith(PUBLIC_OBJECTS) !== isPrivateKey(key) ? key : null;
}

/**
 * The SDK is loaded when a bucket is first used, not with this module: it takes most of a second
 * to load, which a shop (or a test) on the local disk should not pay.
 */
const loadSdk = () => import('@aws-sdk/client-s3');

export async function createS3Client(settings: S3Settings): Promise<S3Client> {
  // The SDK's version is pinned to one that supports Node 20; its notice about later versions
  // needing Node 22 would only repeat at every start.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const { S3Client } = await loadSdk();
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: many S3-compatible stores do not take the newer
    // checksum headers and trailers the SDK would add to every upload otherwise.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

type S3Failure = { name?: string; $metadata?: { httpStatusCode?: number } };

/** Whether a request failed because the object is not there (deleted, never written). */
export function isMissingObject(error: unknown): boolean {
  const failure = error as S3Failure | null;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/**
 * Stored files in an S3-compatible bucket. The bucket stays private: public pictures are served
 * by the shop at /uploads/ (or by S3_PUBLIC_URL's CDN), private ones only through the shop's own
 * signed /media/ addresses, which every API process accepts (they share the signing key).
 */
export function createS3Storage(options: {
  settings: S3Settings;
  signingKey: Uint8Array;
  client?: S3Client;
}): ShopStorage & { readonly kind: 's3' } {
  const { settings } = options;
  const Bucket = settings.bucket;
  let connection: Promise<{ client: S3Client; sdk: Awaited<ReturnType<typeof loadSdk>> }> | null =
    null;
  const connect = () =>
    (connection ??= (async () => ({
      client: options.client ?? (await createS3Client(settings)),
      sdk: await loadSdk(),
    }))());
  const signer = createLinkSigner(options.signingKey);
  const publicBase = settings.publicUrl?.replace(/\/$/, '');
  const objectOf = (key: string) => {
    if (!isStorageKey(key))
      throw new Error(`Refusing a storage key that is not server-made: ${key}`);
    return objectNameOf(key);
  };

  return {
    kind: 's3',
    async put(key, data, contentType) {
      const { client, sdk } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: objectOf(key),
            Body: data,
            ContentType: contentType,
          }),
        );
      } catch (error) {
        if ((error as S3Failure).name === 'EntityTooLarge')
          throw new AppError('INSUFFICIENT_STORAGE', 507, 'The server has no space left for files');
        throw error;
      }
    },
    async delete(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectOf(key) }));
    },
    async read(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectOf(key) }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        throw isMissingObject(error) ? new MissingFileError(key) : error;
      }
    },
    publicUrl(key) {
      if (isPrivateKey(key)) throw new Error(`A private key has no public address: ${key}`);
      return publicBase ? `${publicBase}/${key}` : `${UPLOADS_PREFIX}${key}`;
    },
    signedUrl(key, ttlSeconds) {
      objectOf(key);
      const query = new URLSearchParams(signer.sign(key, ttlSeconds));
      return `${PRIVATE_MEDIA_PREFIX}${key}?${query}`;
    },
    verifySigned(key, expires, signature, now = Date.now()) {
      return isStorageKey(key) && signer.verify(key, expires, signature, now) ? key : null;
    },
    async size(key) {
      const { client, sdk } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw error;
      }
    },
    async *list() {
      const { client, sdk } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const key = object.Key ? keyOfObjectName(object.Key) : null;
          if (key) yield { key, bytes: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
