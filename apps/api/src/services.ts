import type { AppConfig } from './config/env';
import { poolOf, type Db } from './db/client';
import { loadJwtSecret } from './lib/secrets';
import { createLinkSigner, linkSigningKey } from './lib/signed-links';
import type { JobQueue } from './jobs/queue';
import type { Storage } from './lib/storage';
import { createAuthRepository } from './modules/auth/auth.repository';
import { createAuthService } from './modules/auth/auth.service';
import { createKeptSessions } from './modules/auth/kept-sessions';
import type { SessionUser } from './modules/auth/auth.repository';
import { createEmailLinksService } from './modules/auth/email-links.service';
import { createGoogleClient } from './modules/auth/google';
import { createTokenSigner } from './modules/auth/tokens';
import { createCartRepository } from './modules/cart/cart.repository';
import { createCartService } from './modules/cart/cart.service';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { createCatalogService } from './modules/catalog/catalog.service';
import { watchAnnouncements } from './lib/announcements-watch';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createHistoryRepository } from './modules/history/history.repository';
import { createHistoryService } from './modules/history/history.service';
import { createReviewsRepository } from './modules/reviews/reviews.repository';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createLamodaParserRepository } from './modules/lamoda-parser/lamoda-parser.repository';
import { createLamodaParserService } from './modules/lamoda-parser/lamoda-parser.service';
import { createItemsRepository } from './modules/items/items.repository';
import { createItemsService } from './modules/items/items.service';
import { createMediaService } from './modules/media/media.service';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository';
import { createAnalyticsService } from './modules/analytics/analytics.service';
import { createSalesReportRepository } from './modules/analytics/sales-report.repository';
import { createSalesReportService } from './modules/analytics/sales-report.service';
import { createOutfitsRepository } from './modules/outfits/outfits.repository';
import { createOutfitPreviewService } from './modules/outfits/outfit-preview.service';
import { createOutfitsService } from './modules/outfits/outfits.service';
import { createOutfitCartService } from './modules/outfits/outfit-cart.service';
import { createStylistService } from './modules/stylist/stylist.service';
import { createTryonRepository } from './modules/tryon/tryon.repository';
import { createTryonService } from './modules/tryon/tryon.service';
import { createDbLlmCache } from './modules/lamoda-parser/llm/llm-client';
import { createCurrencyRates } from './modules/lamoda-parser/currency-rates';
import { createProfileService } from './modules/profile/profile.service';
import { createRateLimitRepository } from './modules/rate-limit/rate-limit.repository';
import { createRateLimitService } from './modules/rate-limit/rate-limit.service';
import { createSystemRepository } from './modules/system/system.repository';
import { createSystemService } from './modules/system/system.service';
import { createBackupsAdminService } from './modules/backups/backups-admin.service';
import { createBackupsService } from './modules/backups/backups.service';
import { createAuditService } from './modules/audit/audit.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createAccountsService } from './modules/users/accounts.service';
import { createStockRepository } from './modules/items/stock.repository';
import { createStockService } from './modules/items/stock.service';
import { createEmailsRepository } from './modules/emails/emails.repository';
import { createEmailsService } from './modules/emails/emails.service';
import { createSmtpMailer, type Mailer } from './modules/emails/mailer';
import { createCheckoutRepository } from './modules/orders/checkout.repository';
import { createCheckoutService } from './modules/orders/checkout.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { createOrdersService } from './modules/orders/orders.service';
import { createPromoCodesRepository } from './modules/promo-codes/promo-codes.repository';
import { createPromoCodesService } from './modules/promo-codes/promo-codes.service';
import type { PaymentProvider } from './modules/payments/payment-provider';
import { createPaymentsRepository } from './modules/payments/payments.repository';
import { createPaymentsService } from './modules/payments/payments.service';
import { createStripeProvider } from './modules/payments/stripe-provider';
import { closeFittingPool } from './lib/fitting/fitting-pool';
import { recognizeGarment } from './lib/wardrobe/recognize-garment';
import { createWardrobeRepository } from './modules/wardrobe/wardrobe.repository';
import { createWardrobeService } from './modules/wardrobe/wardrobe.service';

export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  storage: Storage;
  queue: JobQueue;
  /** Fetches pictures given by link; tests pass a local stand-in (nothing leaves the machine). */
  fetchImage?: (url: string) => Promise<Buffer>;
  /** Where order emails go; by default SMTP from the SMTP_* settings (none: kept in the outbox). */
  mailer?: Mailer | null;
  /** The online payment provider; by default Stripe from the STRIPE_* settings (none: hidden). */
  paymentProvider?: PaymentProvider | null;
  /** Where background failures (a refused email, a provider not answering) are reported. */
  log?: (message: string, err?: unknown) => void;
};

/**
 * Wires every module's repository and service once. Modules reach each other only through
 * services; each table has one module that writes it (docs/decisions/012).
 */
export function createServices({
  db,
  config,
  storage,
  queue,
  fetchImage,
  mailer = createSmtpMailer(config),
  paymentProvider = createStripeProvider(config),
  log = (message, err) => console.error(message, err ?? ''),
}: ServiceDeps) {
  const jwtSecret = loadJwtSecret(config.JWT_SECRET, config.dataDir);
  const media = createMediaService({
    db,
    storage,
    fetchImage,
    quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024,
  });
  const mediaUrl = media.url;
  const users = createUsersService({ db, repo: createUsersRepository(), mediaUrl });
  const rateLimits = createRateLimitService({ db, repo: createRateLimitRepository() });
  const emails = createEmailsService({
    db,
    repo: createEmailsRepository(),
    mailer,
    queue,
    log,
  });
  const authRepo = createAuthRepository();
  const { connectionString } = poolOf(db).options;
  const watch = (
    channel: Parameters<typeof watchAnnouncements>[1],
    listeners?: Parameters<typeof watchAnnouncements>[3],
  ) =>
    connectionString ? watchAnnouncements(connectionString, channel, log, listeners) : undefined;
  const keptSessions = createKeptSessions<SessionUser>({
    watch: () => accountChanges,
    maxAgeMs: config.SESSION_KEEP_SECONDS * 1000,
  });
  const accountChanges = watch('accounts', {
    announced: (userId) => keptSessions.dropUser(Number(userId)),
    missed: keptSessions.dropAll,
  });
  const emailLinks = createEmailLinksService({
    db,
    config,
    repo: authRepo,
    users,
    emails,
    rateLimits,
    log,
    accountChanged: keptSessions.dropUser,
  });
  const auth = createAuthService({
    db,
    config,
    links: emailLinks,
    emails,
    repo: authRepo,
    users,
    rateLimits,
    signer: createTokenSigner(jwtSecret, config.ACCESS_TOKEN_TTL_SECONDS),
    keptSessions,
    google: createGoogleClient(config),
  });
  const system = createSystemService({ db, repo: createSystemRepository() });
  const audit = createAuditService({ db });
  const backups = createBackupsService({ config, db, storage });
  const backupsAdmin = createBackupsAdminService({
    backups,
    config,
    queue,
    signer: createLinkSigner(linkSigningKey(jwtSecret, 'backup downloads')),
  });
  const profile = createProfileService({ db, users, media });
  const accounts = createAccountsService({ db, users, auth, profile, rateLimits });
  const history = createHistoryService({ db, repo: createHistoryRepository(), mediaUrl });
  const dictionary = watch('search_dictionary');
  const catalogItems = watch('catalog_items');
  const catalog = createCatalogService({
    db,
    repo: createCatalogRepository(),
    history,
    mediaUrl,
    dictionary,
    catalogItems,
    trendingRefreshMs: config.TRENDING_REFRESH_SECONDS * 1000,
    facetsMaxAgeMs: config.FACETS_MAX_AGE_SECONDS * 1000,
    searchMaxAgeMs: config.SEARCH_MAX_AGE_SECONDS * 1000,
    searchIndex: config.SEARCH_INDEX,
    log,
  });
  const stock = createStockService({ repo: createStockRepository() });
  const items = createItemsService({ db, repo: createItemsRepository(), media, stock });
  const wardrobe = createWardrobeService({
    db,
    repo: createWardrobeRepository(),
    catalog,
    media,
    recognize: recognizeGarment,
    timeZone: config.SHOP_TIME_ZONE,
    // Outfits are made after the wardrobe and hold its pieces: a piece deleted leaves them.
    pieceLeaving: (pieceId, tx) => outfits.pieceLeaving(pieceId, tx),
  });
  const tryon = createTryonService({
    db,
    repo: createTryonRepository(),
    config,
    catalog,
    media,
    queue,
    profileOf: profile.get,
    pieceSource: (ownerId, id) => wardrobe.pieceSource(ownerId, id),
    readPiecePicture: wardrobe.readPiecePicture,
  });
  const outfits = createOutfitsService({
    db,
    repo: createOutfitsRepository(),
    catalog,
    history,
    media,
    queue,
    tryonRenderingOf: tryon.renderingOf,
    wardrobe,
  });
  const outfitPreview = createOutfitPreviewService({
    catalog,
    media,
    rateLimits,
    pieceSource: (ownerId, id) => wardrobe.pieceSource(ownerId, id),
    readPiecePicture: wardrobe.readPiecePicture,
  });
  const favorites = createFavoritesService({
    db,
    repo: createFavoritesRepository(),
    catalog,
    requireOutfit: outfits.requireVisible,
    mediaUrl,
  });
  const reviews = createReviewsService({
    db,
    repo: createReviewsRepository(),
    targets: { item: (id) => catalog.requireExists(id), outfit: outfits.requireVisible },
    mediaUrl,
  });
  const cart = createCartService({
    db,
    repo: createCartRepository(),
    history,
    mediaUrl,
  });
  const lamodaParser = createLamodaParserService({
    repo: createLamodaParserRepository(),
    queue,
    config,
    db,
    rates: createCurrencyRates(db, config),
    items,
    media,
    llmCache: createDbLlmCache(db),
  });
  const analytics = createAnalyticsService({
    db,
    repo: createAnalyticsRepository(),
    currency: config.STORE_CURRENCY,
  });
  const salesReport = createSalesReportService({
    db,
    repo: createSalesReportRepository(),
    currency: config.STORE_CURRENCY,
    timeZone: config.SHOP_TIME_ZONE,
  });
  const checkout = createCheckoutService({
    db,
    repo: createCheckoutRepository(),
    config,
    onlinePayment: paymentProvider !== null,
  });
  const promoCodes = createPromoCodesService({
    db,
    repo: createPromoCodesRepository(),
    currency: config.STORE_CURRENCY,
  });
  const orders = createOrdersService({
    db,
    repo: createOrdersRepository(),
    config,
    checkout,
    stock,
    cart,
    emails,
    users,
    payments: paymentProvider,
    queue,
    mediaUrl,
    log,
    wardrobe: wardrobe.orderPieces,
    promoCodes,
  });
  const outfitCart = createOutfitCartService({ outfits, cart, orders });
  const stylist = createStylistService({
    catalog,
    outfits,
    orders,
    ownedPieces: (userId) => wardrobe.ownedPieces(userId),
  });
  const payments = createPaymentsService({
    db,
    repo: createPaymentsRepository(),
    provider: paymentProvider,
    orders,
  });
  return {
    media,
    analytics,
    salesReport,
    users,
    accounts,
    rateLimits,
    auth,
    emailLinks,
    system,
    audit,
    backups,
    backupsAdmin,
    profile,
    catalog,
    items,
    outfits,
    outfitPreview,
    outfitCart,
    stylist,
    tryon,
    favorites,
    history,
    reviews,
    cart,
    lamodaParser,
    stock,
    emails,
    checkout,
    promoCodes,
    orders,
    payments,
    wardrobe,
    /** Ends what the services hold open (the catalogue's announcements, the fitting thread). */
    close: async () => {
      await emailLinks.settled();
      await Promise.all([dictionary?.close(), catalogItems?.close(), accountChanges?.close()]);
      await closeFittingPool();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
