import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, inArray, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  favoriteOutfits,
  itemComments,
  itemImages,
  itemVariants,
  items,
  outfitComments,
  outfitItems,
  outfits,
  orders,
  uploads,
  users,
  wardrobeItems,
  wardrobeWears,
} from '../schema';
import { createJobQueue } from '../../jobs/queue';
import { createCatalogRepository } from '../../modules/catalog/catalog.repository';
import { createCatalogService } from '../../modules/catalog/catalog.service';
import { createHistoryRepository } from '../../modules/history/history.repository';
import { createHistoryService } from '../../modules/history/history.service';
import { createMediaService } from '../../modules/media/media.service';
import { createOutfitsRepository } from '../../modules/outfits/outfits.repository';
import { createOutfitsService } from '../../modules/outfits/outfits.service';
import { verifyPassword } from '../../lib/password';
import { createLocalStorage } from '../../lib/storage';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { createUser } from '../factories';
import { CATALOG_ITEMS } from './catalog-data';
import { DEMO_OUTFITS } from './demo-outfits';
import { seedDemoData, type SeedDemoResult } from './seed-demo';

/** Local storage in `dir` (public files directly under it), as the shop uses under DATA_DIR. */
const diskStorage = (dir: string) =>
  createLocalStorage({
    publicDir: dir,
    privateDir: path.join(dir, '..', 'private'),
    signingKey: Buffer.from('seed-test-signing-key'),
  });

let database: TestDatabase;
let uploadsDir: string;
let first: SeedDemoResult;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-test-'));
  first = await seedDemoData({ db: database.db, storage: diskStorage(uploadsDir) });
}, 180_000);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const total = async (
  table:
    | typeof users
    | typeof items
    | typeof itemVariants
    | typeof itemImages
    | typeof itemComments
    | typeof outfits
    | typeof uploads,
) => (await database.db.select({ n: count() }).from(table))[0]!.n;

describe('seedDemoData', () => {
  it('seeds the whole catalogue with four accounts', async () => {
    if (!first.seeded) throw new Error('expected the first run to seed');
    expect(first.items).toBe(CATALOG_ITEMS.length);
    expect(first.accounts.map((a) => [a.role, a.email])).toEqual([
      ['admin', 'admin@vesta.kz'],
      ['moderator', 'moderator@vesta.kz'],
      ['shopper', 'shopper@vesta.kz'],
      ['manager', 'manager@vesta.kz'],
    ]);
    expect(await total(items)).toBe(CATALOG_ITEMS.length);
    expect(await total(itemVariants)).toBe(
      CATALOG_ITEMS.reduce((n, i) => n + i.variants.length, 0),
    );
    expect(await total(users)).toBe(4);
    expect(await total(itemComments)).toBeGreaterThanOrEqual(8);
  });

  it('gives the accounts random readable passwords that work, and the right roles', async () => {
    if (!first.seeded) throw new Error('expected the first run to seed');
    const passwords = first.accounts.map((a) => a.password);
    expect(new Set(passwords).size).toBe(4);
    for (const account of first.accounts) {
      expect(account.password.length).toBeGreaterThanOrEqual(12);
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(await verifyPassword(user!.passwordHash!, account.password)).toBe(true);
      expect(await verifyPassword(user!.passwordHash!, `${account.password}x`)).toBe(false);
      expect(user!.isAdmin).toBe(account.role === 'admin');
      expect(user!.isModerator).toBe(account.role === 'moderator');
      expect(user!.isManager).toBe(account.role === 'manager');
      expect(user!.firstName).toMatch(/^[А-ЯЁ][а-яё]+$/);
      expect(user!.lastName).toMatch(/^[А-ЯЁ][а-яё]+$/);
    }
  });

  it('gives the moderator about 20 items', async () => {
    const [moderator] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'moderator@vesta.kz'));
    const [{ n }] = (await database.db
      .select({ n: count() })
      .from(items)
      .where(eq(items.ownerId, moderator!.id))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(15);
    expect(n).toBeLessThanOrEqual(25);
  });

  it('stores real pictures for every item and points image_url at the first', async () => {
    const rows = await database.db.select().from(items).where(isNotNull(items.imageKey));
    expect(rows.length).toBe(CATALOG_ITEMS.length);
    expect(rows.every((r) => r.source === 'seed')).toBe(true);
    const images = await database.db.select().from(itemImages);
    expect(images.length).toBeGreaterThanOrEqual(CATALOG_ITEMS.length * 2);
    const itemUploads = await database.db
      .select({ n: count() })
      .from(uploads)
      .where(eq(uploads.kind, 'item_image'));
    expect(itemUploads[0]!.n).toBe(images.length);

    const item = rows[0]!;
    const gallery = images
      .filter((i) => i.itemId === item.id)
      .sort((a, b) => a.position - b.position);
    expect(gallery[0]!.imageKey).toBe(item.imageKey);
    const key = item.imageKey;
    expect(key).toMatch(/^items\/[0-9a-f]+\.webp$/);
    const meta = await sharp(path.join(uploadsDir, key!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 1000]);
    expect(fs.readdirSync(path.join(uploadsDir, 'items')).length).toBe(images.length);
  });

  it('draws two pictures of each colour an item is sold in, each linked to its colour', async () => {
    const images = await database.db.select().from(itemImages);
    const variants = await database.db.select().from(itemVariants);
    const rows = await database.db.select().from(items);
    for (const item of rows) {
      const colours = new Set(variants.filter((v) => v.itemId === item.id).map((v) => v.color));
      const pictured = images.filter((i) => i.itemId === item.id).map((i) => i.color);
      expect(new Set(pictured), item.name).toEqual(colours);
      for (const colour of colours) {
        expect(
          pictured.filter((c) => c === colour),
          `${item.name}: ${colour}`,
        ).toHaveLength(2);
      }
      // The first picture (the card's) shows the main colour.
      const first = images
        .filter((i) => i.itemId === item.id)
        .sort((a, b) => a.position - b.position)[0];
      expect(first?.color).toBe(item.color);
    }
  });

  it('makes the demo outfits public, by the demo accounts, with items in their own slots', async () => {
    if (!first.seeded) throw new Error('expected the first run to seed');
    const rows = await database.db.select().from(outfits);
    expect(rows.length).toBe(DEMO_OUTFITS.length);
    expect(new Set(first.outfitIds)).toEqual(new Set(rows.map((r) => r.id)));
    const accounts = await database.db.select().from(users);
    const emailOf = new Map(accounts.map((u) => [u.id, u.email]));
    expect(rows.every((r) => r.isPublic)).toBe(true);
    expect(new Set(rows.map((r) => emailOf.get(r.ownerId)))).toEqual(
      new Set(['admin@vesta.kz', 'moderator@vesta.kz', 'shopper@vesta.kz']),
    );
    const slots = await database.db
      .select({ outfitId: outfitItems.outfitId, slot: outfitItems.slot, category: items.category })
      .from(outfitItems)
      .innerJoin(items, eq(items.id, outfitItems.itemId));
    for (const row of rows) {
      const own = slots.filter((s) => s.outfitId === row.id);
      expect(
        own.every((s) => s.slot === s.category),
        row.name,
      ).toBe(true);
      expect(own.some((s) => s.slot === 'top') && own.some((s) => s.slot === 'footwear')).toBe(
        true,
      );
    }
    // Newest first is the first of the list.
    const newest = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    expect(newest?.name).toBe(DEMO_OUTFITS[0]!.name);
  });

  it('gives the outfits reviews by other accounts (3 to 5 stars) and hearts', async () => {
    const rows = await database.db.select().from(outfits);
    const ownerOf = new Map(rows.map((r) => [r.id, r.ownerId]));
    const reviews = await database.db.select().from(outfitComments);
    expect(reviews.length).toBe(DEMO_OUTFITS.reduce((n, o) => n + (o.reviews?.length ?? 0), 0));
    for (const review of reviews) {
      expect(review.userId).not.toBe(ownerOf.get(review.outfitId));
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const hearts = await database.db.select().from(favoriteOutfits);
    expect(hearts.length).toBeGreaterThan(0);
    expect(hearts.every((h) => h.userId !== ownerOf.get(h.outfitId))).toBe(true);
  });

  it('gives the shopper a wardrobe: two delivered orders, own garments, worn on some days', async () => {
    const [shopper] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'shopper@vesta.kz'));
    const delivered = await database.db.select().from(orders).where(eq(orders.userId, shopper!.id));
    expect(delivered.map((o) => o.status)).toEqual(['delivered', 'delivered']);
    const pieces = await database.db
      .select()
      .from(wardrobeItems)
      .where(eq(wardrobeItems.ownerId, shopper!.id));
    expect(pieces.filter((p) => p.source === 'order')).toHaveLength(4);
    const own = pieces.filter((p) => p.source === 'photo');
    expect(own).toHaveLength(4);
    for (const piece of own) {
      expect(piece.imageKey).toMatch(/^private\/wardrobe\//);
      const [upload] = await database.db
        .select()
        .from(uploads)
        .where(eq(uploads.storageKey, piece.imageKey!));
      expect(upload).toMatchObject({ kind: 'wardrobe', ownerId: shopper!.id });
    }
    const wears = await database.db
      .select()
      .from(wardrobeWears)
      .where(eq(wardrobeWears.ownerId, shopper!.id));
    const lastWorn = new Map<number, string>();
    for (const w of wears)
      if (w.wornOn > (lastWorn.get(w.wardrobeItemId) ?? ''))
        lastWorn.set(w.wardrobeItemId, w.wornOn);
    const recent = new Date(Date.now() - 61 * 86_400_000).toISOString().slice(0, 10);
    const idle = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    expect(wears.some((w) => w.wornOn >= recent)).toBe(true);
    expect(own.some((p) => !lastWorn.has(p.id))).toBe(true);
    expect(own.some((p) => (lastWorn.get(p.id) ?? '9999') < idle)).toBe(true);
  });

  it('leaves the covers to the outfits’ job, which draws one for every demo outfit', async () => {
    if (!first.seeded) throw new Error('expected the first run to seed');
    expect(
      (await database.db.select().from(outfits).where(isNotNull(outfits.coverKey))).length,
    ).toBe(0);
    const storage = diskStorage(uploadsDir);
    const media = createMediaService({ db: database.db, storage });
    const history = createHistoryService({
      db: database.db,
      repo: createHistoryRepository(),
      mediaUrl: media.url,
    });
    const queue = createJobQueue(database.url, () => undefined);
    const service = createOutfitsService({
      db: database.db,
      repo: createOutfitsRepository(),
      catalog: createCatalogService({
        db: database.db,
        repo: createCatalogRepository(),
        history,
        mediaUrl: media.url,
      }),
      history,
      media,
      queue,
      // The demo outfits carry no try-on picture.
      tryonRenderingOf: async () => null,
      // Drawing covers asks nothing of the wardrobe.
      wardrobe: {
        ownedPieces: async () => [],
        logOutfitWear: async () => undefined,
        today: () => '2026-01-01',
        readPiecePicture: () => Promise.reject(new Error('no pieces here')),
      },
    });
    // What the `outfits.render-cover` job does for each id the seed answered.
    for (const id of first.outfitIds) await service.renderCover(id);
    const drawn = await database.db
      .select()
      .from(outfits)
      .where(inArray(outfits.id, first.outfitIds));
    expect(drawn.every((r) => r.coverKey?.startsWith('outfits/'))).toBe(true);
    const meta = await sharp(path.join(uploadsDir, drawn[0]!.coverKey!)).metadata();
    expect(meta.format).toBe('webp');
  }, 180_000);

  it('never runs again on a database that has data', async () => {
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-again-'));
    try {
      expect(await seedDemoData({ db: database.db, storage: diskStorage(storageDir) })).toEqual({
        seeded: false,
      });
      expect(fs.readdirSync(storageDir)).toEqual([]);
      expect(await total(users)).toBe(4);
      expect(await total(items)).toBe(CATALOG_ITEMS.length);
    } finally {
      fs.rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('does not seed a database that only has users', async () => {
    const other = await createTestDatabase();
    try {
      await createUser(other.db, { email: 'someone@example.com' });
      const result = await seedDemoData({
        db: other.db,
        storage: diskStorage(uploadsDir),
        catalog: CATALOG_ITEMS.slice(0, 2),
      });
      expect(result).toEqual({ seeded: false });
      expect((await other.db.select({ n: count() }).from(items))[0]!.n).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('leaves the database and the folder empty when a write fails', async () => {
    const other = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-fail-'));
    try {
      // two catalogue entries with the same SKU: the second insert breaks the unique constraint
      const broken = [
        CATALOG_ITEMS[0]!,
        { ...CATALOG_ITEMS[1]!, variants: CATALOG_ITEMS[0]!.variants },
      ];
      await expect(
        seedDemoData({ db: other.db, storage: diskStorage(dir), catalog: broken }),
      ).rejects.toThrow();
      expect((await other.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
      expect((await other.db.select({ n: count() }).from(items))[0]!.n).toBe(0);
      const left = fs.existsSync(path.join(dir, 'items'))
        ? fs.readdirSync(path.join(dir, 'items'))
        : [];
      expect(left).toEqual([]);
    } finally {
      await other.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
