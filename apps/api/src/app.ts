import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@shop/contract';
import type { AppConfig } from './config/env';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import { loggerOptions, QuietRequestLog } from './lib/logger';
import { isShopStorage, type Storage } from './lib/storage';
import { bucketUploadsRoutes, privateMediaRoutes } from './modules/media/media.routes';
import { pictureSizesRoutes } from './modules/media/picture-sizes.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { itemsRoutes } from './modules/items/items.routes';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { historyRoutes } from './modules/history/history.routes';
import { lamodaParserRoutes } from './modules/lamoda-parser/lamoda-parser.routes';
import { imageProxyRoutes } from './modules/lamoda-parser/image-proxy.routes';
import { reviewsRoutes } from './modules/reviews/reviews.routes';
import { outfitPreviewRoutes } from './modules/outfits/outfit-preview.routes';
import { outfitsRoutes } from './modules/outfits/outfits.routes';
import { stylistRoutes } from './modules/stylist/stylist.routes';
import { tryonRoutes } from './modules/tryon/tryon.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { usersRoutes } from './modules/users/users.routes';
import { systemRoutes } from './modules/system/system.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { salesReportRoutes } from './modules/analytics/sales-report.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { promoCodesRoutes } from './modules/promo-codes/promo-codes.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { emailsRoutes } from './modules/emails/emails.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { wardrobeRoutes } from './modules/wardrobe/wardrobe.routes';
import { authPlugin } from './plugins/auth';
import { documentedErrorsPlugin } from './plugins/documented-errors';
import { errorsPlugin } from './plugins/errors';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { metricsPlugin } from './plugins/metrics';
import { requestContextPlugin } from './plugins/request-context';
import { multipartPlugin } from './plugins/multipart';
import { writeLimitsPlugin } from './plugins/write-limits';
import { servicesPlugin } from './plugins/services';
import { staticPlugin } from './plugins/static';

export type BuildAppOptions = {
  config: AppConfig;
  db: Db;
  storage: Storage;
  queue: JobQueue;
  logger?: FastifyServerOptions['logger'];
  /** Fetches pictures given by link (tests only; the default checks and fetches public addresses). */
  fetchImage?: (url: string) => Promise<Buffer>;
};

export const DEFAULT_WEB_DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/dist',
);

/** What the shop's pages may load: their own files, inline styles (Mantine) and pictures from anywhere. */
const CONTENT_SECURITY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine writes its CSS variables into style attributes and a style tag.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  upgradeInsecureRequests: null,
};

/** The areas of the API in the reference's order; routes name theirs in `schema.tags`. */
const API_TAGS = [
  { name: 'auth', description: 'Registration, sign-in (email, Google), tokens' },
  { name: 'profile', description: "The signed-in user's profile and account" },
  { name: 'catalogue', description: 'Items, facets, trending, similar items' },
  { name: 'favourites', description: 'Favourite items and outfits' },
  { name: 'history', description: 'Recently viewed items' },
  { name: 'reviews', description: 'Reviews and their likes' },
  { name: 'cart', description: 'The server cart of a signed-in shopper' },
  { name: 'checkout', description: 'Checkout options; pickup points and delivery prices' },
  { name: 'orders', description: 'Placing, following and managing orders' },
  { name: 'promo-codes', description: 'Promo codes and their terms (admins)' },
  { name: 'payments', description: 'Signed notifications of the online payment provider' },
  { name: 'emails', description: 'The outbox of order emails (admins)' },
  { name: 'outfits', description: 'Outfits and the outfit builder' },
  { name: 'stylist', description: 'Looks around an item, an outfit or the wardrobe' },
  { name: 'wardrobe', description: "The shopper's own wardrobe and its wear log" },
  { name: 'media', description: 'Pictures and private files' },
  { name: 'items (admin)', description: 'The catalogue write side (moderators and admins)' },
  { name: 'users', description: 'Accounts (admins)' },
  { name: 'audit', description: 'Who changed what and when (admins)' },
  { name: 'analytics', description: 'Item and system analytics' },
  { name: 'catalogue import', description: 'The Lamoda import tool (admins)' },
  { name: 'system', description: 'Health, metrics and live figures' },
];

/** Every area's routes, registered in this order. */
const ROUTES = [
  systemRoutes,
  authRoutes,
  profileRoutes,
  usersRoutes,
  catalogRoutes,
  analyticsRoutes,
  salesReportRoutes,
  backupsRoutes,
  auditRoutes,
  itemsRoutes,
  favoritesRoutes,
  historyRoutes,
  reviewsRoutes,
  cartRoutes,
  tryonRoutes,
  outfitPreviewRoutes,
  outfitsRoutes,
  stylistRoutes,
  lamodaParserRoutes,
  imageProxyRoutes,
  ordersRoutes,
  promoCodesRoutes,
  paymentsRoutes,
  emailsRoutes,
  wardrobeRoutes,
];

/**
 * JSON where an empty body is no body (a logout with only the bearer token), not a parse error;
 * and OAuth2-style form posts (POST /api/auth/token), parsed without another dependency.
 */
function acceptBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === ''))
      return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** Security headers, compressed answers and cookies. */
async function registerHttpLayers(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY },
    crossOriginEmbedderPolicy: false,
  });
  // Answers of 1 KB and more in text and JSON go out compressed (brotli at a quality fast enough for
  // answers made per request, or gzip); pictures are never recompressed. The built web files have
  // their compressed copies made at build time (plugins/static.ts). Answers up to 64 KB (a page of
  // cards is about 9 KB) are compressed in one call: a compression stream per answer cost more
  // server CPU than the query behind it (0.5–0.8 ms a page; brotli itself about 0.05 ms).
  await app.register(fastifyCompress, {
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(fastifyCookie);
}

/** The OpenAPI document of every route (with the errors each answers) and its page at /api/docs. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'VESTA shop API', version: '1.0.0' },
      tags: API_TAGS,
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(documentedErrorsPlugin);
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}

/** Pictures (private ones, smaller copies, a bucket's public ones), uploads and the web app. */
async function registerFiles(app: FastifyInstance, storage: Storage, config: AppConfig) {
  // The shop answers private pictures and smaller copies itself, whichever store holds the files.
  const served = isShopStorage(storage) ? storage : null;
  if (served) {
    await app.register(privateMediaRoutes, { storage: served });
    // Smaller copies of public pictures for srcset, made on first request (a cache of this
    // machine's, not data).
    await app.register(pictureSizesRoutes, {
      storage: served,
      cacheDir: path.join(config.dataDir, 'cache', 'pictures'),
    });
  }
  // Public pictures of a bucket: the shop serves them at /uploads/ unless a CDN is in front.
  const fromBucket = served?.kind === 's3' && !config.s3?.publicUrl;
  if (fromBucket) await app.register(bucketUploadsRoutes, { storage: served });

  await app.register(staticPlugin, {
    webDistDir: config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    uploadsDir: served?.kind === 's3' ? null : config.uploadsDir,
  });
}

/** Builds the whole HTTP application; it never listens (server.ts does, tests use inject). */
export async function buildApp({
  config,
  db,
  storage,
  queue,
  logger,
  fetchImage,
}: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    logController: new QuietRequestLog(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Collection paths answer with and without a trailing slash (/api/items/, /api/cart/): the web
    // client and older clients write the slash.
    routerOptions: { ignoreTrailingSlash: true },
    // The router's own refusals (a path that does not decode, a path parameter beyond its length)
    // answer in the error envelope too; no path parameter of ours is valid past that length.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      reply.status(400).send({
        code: 'VALIDATION_FAILED',
        message:
          error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A path parameter is too long'
            : 'The address is not valid',
      } satisfies ErrorEnvelope);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  acceptBodies(app);

  await app.register(errorsPlugin);
  await app.register(inputHygienePlugin);
  await registerHttpLayers(app);
  await registerApiDocs(app);

  await app.register(servicesPlugin, { config, db, storage, queue, fetchImage });
  await app.register(requestContextPlugin);
  await app.register(authPlugin);
  await app.register(multipartPlugin);
  await app.register(writeLimitsPlugin);
  await app.register(metricsPlugin);

  for (const routes of ROUTES) await app.register(routes);
  await registerFiles(app, storage, config);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
