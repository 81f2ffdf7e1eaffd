/**
 * Demo data for a fresh shop: ~150 catalogue items with generated pictures, three accounts with
 * random passwords, a few reviews, public outfits of those accounts with reviews and hearts, and
 * the shopper's wardrobe (two delivered orders, own garments, the days they were worn).
 * It never touches a database that already has users or items, and writes everything in one
 * transaction, so a failure leaves the database empty. Outfit covers are not drawn here: the
 * caller schedules the outfits' cover job with the ids it answers (`outfitIds`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { items, users } from '../schema';
import type { Storage } from '../../lib/storage';
import {
  createMediaService,
  type MediaService,
  type PreparedImage,
} from '../../modules/media/media.service';
import {
  addFavoriteOutfit,
  createItem,
  createItemComment,
  createOutfit,
  createOutfitComment,
  createPickupPoint,
  createPromoCode,
  createUser,
  DEMO_PICKUP_POINTS,
  randomPassword,
  setCheckoutSettings,
  type DbOrTx,
} from '../factories';
import { CATALOG_ITEMS, type CatalogItem } from './catalog-data';
import { DEMO_OUTFITS, type DemoOutfit } from './demo-outfits';
import { renderDemoWardrobe, writeDemoWardrobe, type DemoCatalogueItem } from './demo-wardrobe';
import {
  GARMENT_IMAGE_HEIGHT,
  GARMENT_IMAGE_WIDTH,
  type GarmentImageOptions,
} from './garment-images';
import { cachedGarmentImage, fillPictureCache } from './picture-cache';

export type DemoRole = 'admin' | 'moderator' | 'shopper' | 'manager';
export interface DemoAccount {
  role: DemoRole;
  email: string;
  password: string;
}

export type SeedDemoResult =
  | { seeded: false }
  | {
      seeded: true;
      accounts: DemoAccount[];
      items: number;
      /** The demo outfits, whose covers the outfits' job draws once the shop runs. */
      outfitIds: number[];
    };

export interface SeedDemoOptions {
  db: Db;
  storage: Storage;
  log?: (message: string) => void;
  /** The catalogue to seed; the full demo catalogue by default (tests may pass a slice). */
  catalog?: readonly CatalogItem[];
  /** Pictures rendered at once; sharp also uses its own threads. */
  concurrency?: number;
}

const ACCOUNTS: { role: DemoRole; email: string; firstName: string; lastName: string }[] = [
  { role: 'admin', email: 'admin@vesta.kz', firstName: 'Дмитрий', lastName: 'Волков' },
  { role: 'moderator', email: 'moderator@vesta.kz', firstName: 'Айгерим', lastName: 'Нурланова' },
  { role: 'shopper', email: 'shopper@vesta.kz', firstName: 'Анна', lastName: 'Смирнова' },
  // Last, so the other three keep the ids they always had.
  { role: 'manager', email: 'manager@vesta.kz', firstName: 'Ерлан', lastName: 'Сапаров' },
];

/** Every seventh item belongs to the moderator (about 20 of 150). */
const MODERATOR_OWNS = (index: number) => index % 7 === 3;

/** Reviews: [catalogue key, author, rating, text]. Keys that are not in the catalogue are skipped. */
const REVIEWS: [string, 'shopper' | 'moderator', number, string][] = [
  [
    'top-001',
    'shopper',
    5,
    'Очень приятная ткань, после стирки не села. Беру свой обычный размер — сидит свободно, как и задумано.',
  ],
  ['top-001', 'moderator', 4, 'Хорошая базовая футболка. Цвет как на фото, швы ровные.'],
  [
    'top-010',
    'shopper',
    5,
    'Рубашка отлично держит форму, гладится легко. Ношу в офис под пиджак.',
  ],
  [
    'bottom-001',
    'shopper',
    5,
    'Лучшие джинсы, что у меня были: плотный деним, не растягиваются к вечеру.',
  ],
  ['bottom-001', 'moderator', 4, 'Посадка отличная, но длину пришлось немного подшить.'],
  ['bottom-012', 'shopper', 4, 'Удобные брюки, ткань не мнётся. Хотелось бы карманы поглубже.'],
  ['footwear-001', 'shopper', 5, 'Бегаю в них третий месяц — мягкая амортизация, нога не устаёт.'],
  ['footwear-001', 'moderator', 5, 'Размер в размер, очень лёгкие.'],
  [
    'footwear-013',
    'shopper',
    4,
    'Красивые ботинки, за пару дней разносились. Подошва не скользит.',
  ],
  ['accessory-003', 'shopper', 5, 'Сумка выглядит дороже своей цены, фурнитура качественная.'],
  ['accessory-009', 'moderator', 3, 'Кепка хорошая, но ремешок регулируется туговато.'],
  [
    'fragrance-001',
    'shopper',
    5,
    'Шлейфовый, стойкий аромат: держится весь день. Уже получила несколько комплиментов.',
  ],
  ['fragrance-005', 'moderator', 4, 'Тёплый и уютный аромат, для осени идеально.'],
  ['top-040', 'shopper', 5, 'Платье село идеально, ткань приятная и не электризуется.'],
];

/**
 * The row of a demo catalogue entry (without pictures or owner): the demo seed and the
 * search-quality suite write the same catalogue. Creation times spread over the last weeks with
 * the categories interleaved, so "newest" is a mix rather than one category (a permutation
 * whenever the size is coprime with 37, as 150 is).
 */
export function demoItemValues(entry: CatalogItem, index: number, count: number, now: number) {
  const age = ((index * 37) % count) + 1;
  return {
    name: entry.name,
    brand: entry.brand,
    category: entry.category,
    gender: entry.gender,
    description: entry.description,
    color: entry.color,
    size: entry.size,
    style: entry.style,
    collection: entry.collection,
    price: entry.price,
    source: 'seed',
    sourceSku: entry.key,
    createdAt: new Date(now - age * 3 * 3600_000),
    variants: entry.variants.map((v) => ({
      sku: v.sku,
      size: v.size,
      color: v.color,
      price: v.price,
      stock: v.stock,
    })),
  };
}

/** Seed the demo shop unless the database already has users or items. */
export async function seedDemoData(options: SeedDemoOptions): Promise<SeedDemoResult> {
  const { db, storage, log = () => {}, catalog = CATALOG_ITEMS, concurrency = 4 } = options;
  if (!(await isEmpty(db))) return { seeded: false };

  log(`Seeding demo data: rendering pictures for ${catalog.length} items…`);
  const started = Date.now();
  const media = createMediaService({ db, storage });
  const written: PreparedImage[] = [];
  try {
    const pictures = await renderAndStore(catalog, media, written, concurrency);
    const wardrobe = await renderDemoWardrobe(media);
    written.push(...wardrobe);
    log(
      `Rendered ${written.length} pictures in ${((Date.now() - started) / 1000).toFixed(1)} s; writing the database…`,
    );

    const result = await db.transaction(async (tx) => {
      // Two processes starting at once: only the first one to take the lock seeds.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vesta:seed-demo'))`);
      if (!(await isEmpty(tx))) return null;
      return writeDemoRows(tx, media, catalog, pictures, wardrobe);
    });
    if (!result) {
      await media.discard(written);
      return { seeded: false };
    }
    log(
      `Demo data ready: ${result.items} items, ${written.length} pictures, ${result.accounts.length} accounts, ${result.outfitIds.length} outfits.`,
    );
    return { seeded: true, ...result };
  } catch (err) {
    await media.discard(written);
    throw err;
  }
}

async function isEmpty(db: DbOrTx): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  if (user) return false;
  const [item] = await db.select({ id: items.id }).from(items).limit(1);
  return !item;
}

/**
 * The pictures of one item: in each of its colours, the main shot and another view. A picture
 * belongs to the colour it shows (decision 028), so choosing a colour changes the gallery.
 */
function picturesFor(item: CatalogItem, index: number): GarmentImageOptions[] {
  const base = { category: item.category, kind: item.kind, seed: item.imageSeed };
  const second = index % 2 === 0 ? 'angle' : 'detail';
  return item.colors.flatMap((color): GarmentImageOptions[] => [
    { ...base, color, view: 'front' },
    { ...base, color, view: second },
  ]);
}

/** Every picture of the demo catalogue (what `npm install` draws into the picture cache). */
export function demoPictureShots(catalog: readonly CatalogItem[] = CATALOG_ITEMS) {
  return catalog.flatMap((item, index) => picturesFor(item, index));
}

async function renderAndStore(
  catalog: readonly CatalogItem[],
  media: MediaService,
  written: PreparedImage[],
  concurrency: number,
): Promise<PreparedImage[][]> {
  const jobs = catalog.flatMap((item, itemIndex) =>
    picturesFor(item, itemIndex).map((shot, shotIndex) => ({ itemIndex, shotIndex, shot })),
  );
  const result: PreparedImage[][] = catalog.map(() => []);
  // Pictures not in the cache yet are drawn on every core first; then they are only copied.
  await fillPictureCache(jobs.map((job) => job.shot));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const buffer = await cachedGarmentImage(job.shot);
      const image = await media.prepareGenerated('item_image', buffer, {
        width: GARMENT_IMAGE_WIDTH,
        height: GARMENT_IMAGE_HEIGHT,
      });
      written.push(image);
      result[job.itemIndex]![job.shotIndex] = image;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return result;
}

async function writeDemoRows(
  tx: DbOrTx,
  media: MediaService,
  catalog: readonly CatalogItem[],
  pictures: PreparedImage[][],
  wardrobe: PreparedImage[],
): Promise<{ accounts: DemoAccount[]; items: number; outfitIds: number[] }> {
  const accounts: DemoAccount[] = [];
  const ids = {} as Record<DemoRole, number>;
  for (const account of ACCOUNTS) {
    const password = randomPassword();
    const { user } = await createUser(tx, {
      email: account.email,
      password,
      firstName: account.firstName,
      lastName: account.lastName,
      isAdmin: account.role === 'admin',
      isModerator: account.role === 'moderator',
      isManager: account.role === 'manager',
    });
    ids[account.role] = user.id;
    accounts.push({ role: account.role, email: account.email, password });
  }

  const itemIds = new Map<string, number>();
  const bought = new Map<string, DemoCatalogueItem>();
  const now = Date.now();
  for (const [index, entry] of catalog.entries()) {
    const shots = pictures[index] ?? [];
    const drawn = picturesFor(entry, index);
    const ownerId = MODERATOR_OWNS(index) ? ids.moderator : null;
    const { item, variants } = await createItem(tx, {
      ...demoItemValues(entry, index, catalog.length, now),
      ownerId,
      images: shots.map((s, shot) => ({ imageKey: s.key, color: drawn[shot]?.color ?? null })),
    });
    itemIds.set(entry.key, item.id);
    const [variant] = variants;
    if (variant?.price)
      bought.set(entry.key, {
        itemId: item.id,
        name: item.name,
        brand: item.brand,
        imageKey: item.imageKey,
        variant: { ...variant, price: variant.price },
      });
    await media.record(shots, ownerId, tx);
  }

  for (const [index, [key, author, rating, content]] of REVIEWS.entries()) {
    const itemId = itemIds.get(key);
    if (!itemId) continue;
    await createItemComment(tx, {
      itemId,
      userId: ids[author],
      rating,
      content,
      createdAt: new Date(now - (REVIEWS.length - index) * 5 * 3600_000),
    });
  }

  const outfitIds = await writeDemoOutfits(tx, DEMO_OUTFITS, ids, itemIds, now);
  const shopper = { id: ids.shopper, email: ACCOUNTS.find((a) => a.role === 'shopper')!.email };
  await writeDemoWardrobe(tx, { shopper, catalogue: bought, pictures: wardrobe, media, now });

  // The stores a shopper can pick an order up from at checkout, and the delivery prices.
  for (const [position, point] of DEMO_PICKUP_POINTS.entries())
    await createPickupPoint(tx, { ...point, position });
  await setCheckoutSettings(tx);
  await createPromoCode(tx, { createdBy: ids.admin });

  return { accounts, items: catalog.length, outfitIds };
}

const HOUR = 3600_000;

/**
 * The demo outfits with their reviews and hearts. The first one is the newest (the list shows it
 * first); each was made nine hours before the one above it, and its reviews came in the hours
 * after. Items not in the catalogue (a test's slice) are left out, an outfit left empty too.
 */
async function writeDemoOutfits(
  tx: DbOrTx,
  outfits: readonly DemoOutfit[],
  users: Record<DemoRole, number>,
  itemIds: ReadonlyMap<string, number>,
  now: number,
): Promise<number[]> {
  const made: number[] = [];
  for (const [index, outfit] of outfits.entries()) {
    const slots = Object.fromEntries(
      Object.entries(outfit.items).map(([slot, keys]) => [
        slot,
        keys.flatMap((key) => itemIds.get(key) ?? []),
      ]),
    );
    if (!Object.values(slots).some((ids) => ids.length > 0)) continue;
    const createdAt = new Date(now - (index + 1) * 9 * HOUR);
    const row = await createOutfit(tx, {
      ownerId: users[outfit.owner],
      name: outfit.name,
      style: outfit.style,
      description: outfit.description,
      isPublic: true,
      createdAt,
      items: slots,
    });
    made.push(row.id);
    for (const [position, [author, rating, content]] of (outfit.reviews ?? []).entries()) {
      await createOutfitComment(tx, {
        outfitId: row.id,
        userId: users[author],
        rating,
        content,
        createdAt: new Date(createdAt.getTime() + (position + 1) * 2 * HOUR),
      });
    }
    for (const [position, fan] of (outfit.favoritedBy ?? []).entries()) {
      await addFavoriteOutfit(tx, {
        userId: users[fan],
        outfitId: row.id,
        createdAt: new Date(createdAt.getTime() + (position + 1) * HOUR),
      });
    }
  }
  return made;
}
