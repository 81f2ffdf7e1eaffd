import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env';
import { exitWithStartupError } from '../lib/boot';
import { runFromInvocationDir } from '../lib/invocation-dir';
import { createS3Storage } from '../lib/s3-storage';
import { createLocalStorage } from '../lib/storage';
import { moveStoredFiles } from '../lib/storage-move';

/**
 * `npm run storage:move -- --to s3|local`: copies an existing shop's stored files from DATA_DIR
 * into the bucket of the S3_* settings, or back. Run it with the shop stopped (a picture uploaded
 * meanwhile could be left behind); run it again after an interruption: files already there at the
 * same size are skipped. The source is kept; remove it once the shop runs on the target.
 */
async function main() {
  runFromInvocationDir();
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3' && values.to !== 'local') {
    console.error('Usage: npm run storage:move -- --to s3   (or --to local)');
    process.exit(2);
  }
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      '\n✖ No bucket is set: give S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE as your store needs) for this command.\n',
    );
    process.exit(1);
  }
  // Moving signs no address: the key only fills the stores' shape.
  const signingKey = randomBytes(32);
  const local = createLocalStorage({
    publicDir: config.uploadsDir,
    privateDir: config.privateUploadsDir,
    signingKey,
  });
  const bucket = createS3Storage({ settings: config.s3, signingKey });
  const [from, to] = values.to === 's3' ? [local, bucket] : [bucket, local];
  const where = { local: config.dataDir, s3: `bucket ${config.s3.bucket}` };
  console.info(`Copying the stored files of ${where[from.kind]} into ${where[to.kind]}…`);
  const started = Date.now();
  let shown = 0;
  const result = await moveStoredFiles({
    from,
    to,
    progress: ({ copied, skipped, total }) => {
      const done = copied + skipped;
      // A line every 2 % (and the last one): readable for a few files and for a million.
      if (done === total || done - shown >= Math.max(1, Math.floor(total / 50))) {
        shown = done;
        console.info(`  ${done}/${total} (${copied} copied, ${skipped} already there)`);
      }
    },
  });
  console.info(
    [
      `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.copied} files copied (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.skipped} already there.`,
      values.to === 's3'
        ? 'Start the shop with the S3_* settings; once it serves the pictures, DATA_DIR/uploads and DATA_DIR/private-uploads may go.'
        : 'Start the shop without S3_BUCKET; the bucket is left as it was.',
    ].join('\n'),
  );
}

main().catch((err) => exitWithStartupError(err, 'Moving the stored files failed'));
