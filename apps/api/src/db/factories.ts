/**
 * The one factories module: the demo seed, the API tests and the e2e tests all make their users,
 * items and reviews here, so the rows they create look alike and stay valid as the schema grows.
 * Every function takes a Drizzle database or transaction.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Category } from '@shop/contract';
import { CATEGORIES } from '@shop/contract';
import type { DbOrTx } from './client';
import {
  favoriteOutfits,
  itemComments,
  itemImages,
  itemVariants,
  items,
  outfitComments,
  outfitItems,
  outfits,
  users,
} from './schema';
import { checkoutSettings, pickupPoints, promoCodes } from './schema/orders';
import { hashPassword } from '../lib/password';

export type { DbOrTx };

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type ItemRow = typeof items.$inferSelect;
export type NewItem = typeof items.$inferInsert;
export type VariantRow = typeof itemVariants.$inferSelect;
export type ItemImageRow = typeof itemImages.$inferSelect;
export type ItemCommentRow = typeof itemComments.$inferSelect;
export type OutfitRow = typeof outfits.$inferSelect;
export type OutfitCommentRow = typeof outfitComments.$inferSelect;

let counter = 0;

/** A suffix unique within this process and very likely across processes (counter + random). */
export function uniqueSuffix(): string {
  counter += 1;
  return `${counter}${randomBytes(3).toString('hex')}`;
}

const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A random password that is easy to read aloud and type: groups of 4 characters from an
 * alphabet without look-alikes (0/O, 1/l/I), e.g. 'k7Rm-Xq2d-PwF9' (14 characters, ~70 bits).
 */
export function randomPassword(groups = 3): string {
  const chars: string[] = [];
  const wanted = groups * 4;
  // rejection sampling keeps every character equally likely
  const limit = 256 - (256 % READABLE.length);
  while (chars.length < wanted) {
    for (const byte of randomBytes(wanted * 2)) {
      if (byte < limit && chars.length < wanted) chars.push(READABLE[byte % READABLE.length]!);
    }
  }
  const parts: string[] = [];
  for (let i = 0; i < wanted; i += 4) parts.push(chars.slice(i, i + 4).join(''));
  return parts.join('-');
}

const FIRST_NAMES = [
  'Анна',
  'Мария',
  'Екатерина',
  'Айгерим',
  'Дарья',
  'Алия',
  'Иван',
  'Дмитрий',
  'Арман',
  'Сергей',
  'Нурлан',
  'Ольга',
];
const LAST_NAMES_F = ['Иванова', 'Смирнова', 'Ахметова', 'Кузнецова', 'Садыкова', 'Попова'];
const LAST_NAMES_M = ['Иванов', 'Смирнов', 'Ахметов', 'Кузнецов', 'Садыков', 'Попов'];
const MALE = new Set(['Иван', 'Дмитрий', 'Арман', 'Сергей', 'Нурлан']);

function pick<T>(list: readonly T[]): T {
  return list[randomBytes(1)[0]! % list.length]!;
}

/** Insert values for a user (no password hash); a unique email unless one is given. */
export function buildUserValues(overrides: Partial<NewUser> = {}): NewUser {
  const firstName = overrides.firstName ?? pick(FIRST_NAMES);
  const lastName = overrides.lastName ?? pick(MALE.has(firstName) ? LAST_NAMES_M : LAST_NAMES_F);
  return {
    ...overrides,
    email: (overrides.email ?? `user-${uniqueSuffix()}@example.com`).trim().toLowerCase(),
    // Made by the seed or a test, not by a sign-up: the address counts as proven unless asked.
    emailVerifiedAt:
      overrides.emailVerifiedAt === undefined ? new Date() : overrides.emailVerifiedAt,
    firstName,
    lastName,
  };
}

export interface CreateUserOptions extends Partial<Omit<NewUser, 'passwordHash'>> {
  /** Plain password to hash; random when omitted. Pass null for a Google-only account. */
  password?: string | null;
}

/** Insert a user (argon2id-hashed password); returns the row and the plain password. */
export async function createUser(
  db: DbOrTx,
  options: CreateUserOptions = {},
): Promise<{ user: UserRow; password: string }> {
  const { password: wanted, ...overrides } = options;
  const password = wanted === null ? '' : (wanted ?? randomPassword());
  const values = buildUserValues({
    ...overrides,
    passwordHash: wanted === null ? null : await hashPassword(password),
  });
  const [user] = await db.insert(users).values(values).returning();
  return { user: user!, password };
}

const ITEM_DEFAULTS: Record<
  Category,
  { name: string; brand: string; size: string; price: string; style: string }
> = {
  top: {
    name: 'Хлопковая футболка оверсайз',
    brand: 'Zarina',
    size: 'M',
    price: '7990.00',
    style: 'Повседневный',
  },
  bottom: {
    name: 'Джинсы прямого кроя',
    brand: "Levi's",
    size: '44',
    price: '24990.00',
    style: 'Повседневный',
  },
  footwear: {
    name: 'Кроссовки беговые',
    brand: 'Nike',
    size: '40',
    price: '45990.00',
    style: 'Спортивный',
  },
  accessory: {
    name: 'Кожаная сумка с клапаном',
    brand: 'Mango',
    size: 'ONE SIZE',
    price: '29990.00',
    style: 'Минимализм',
  },
  fragrance: {
    name: 'Парфюмерная вода Ambre Soleil',
    brand: 'Dior',
    size: '50 мл',
    price: '49990.00',
    style: 'Вечерний',
  },
};

/** Insert values for an item: realistic Russian defaults for its category, overridden as given. */
export function buildItemValues(overrides: Partial<NewItem> = {}): NewItem {
  const category = overrides.category ?? 'top';
  const d = ITEM_DEFAULTS[category];
  return {
    name: d.name,
    brand: d.brand,
    category,
    description: 'Удобная модель на каждый день. Состав: 100% хлопок. Машинная стирка при 30 °C.',
    color: 'чёрный',
    size: d.size,
    style: d.style,
    collection: 'Базовая',
    price: d.price,
    ...overrides,
  };
}

export type VariantInput = Partial<Omit<typeof itemVariants.$inferInsert, 'id' | 'itemId'>>;
/** A picture's storage key (or an outside address), alone or with its position and colour. */
export type ImageInput = string | { imageKey: string; position?: number; color?: string | null };

export interface CreateItemOptions extends Partial<Omit<NewItem, 'id'>> {
  /** Variants to add; by default one variant in the item's size, colour and price (stock 10). Pass [] for none. */
  variants?: VariantInput[];
  /** Gallery pictures (storage keys), in order; the first becomes the main picture unless imageKey is given. */
  images?: ImageInput[];
}

/** Insert an item with its pictures and variants in one transaction. */
export async function createItem(
  db: DbOrTx,
  options: CreateItemOptions = {},
): Promise<{ item: ItemRow; variants: VariantRow[]; images: ItemImageRow[] }> {
  const { variants: variantInputs, images: imageInputs = [], ...overrides } = options;
  const gallery = imageInputs.map((image, index) =>
    typeof image === 'string'
      ? { imageKey: image, position: index }
      : { imageKey: image.imageKey, position: image.position ?? index, color: image.color ?? null },
  );
  const values = buildItemValues({ imageKey: gallery[0]?.imageKey ?? null, ...overrides });

  return db.transaction(async (tx) => {
    const [item] = await tx.insert(items).values(values).returning();
    const created = item!;
    const variantValues = (variantInputs ?? [{}]).map((v) => ({
      sku: `TST-${uniqueSuffix()}`.toUpperCase(),
      size: created.size,
      color: created.color,
      price: created.price,
      stock: 10,
      ...v,
      itemId: created.id,
    }));
    const variants = variantValues.length
      ? await tx.insert(itemVariants).values(variantValues).returning()
      : [];
    const images = gallery.length
      ? await tx
          .insert(itemImages)
          .values(gallery.map((g) => ({ ...g, itemId: created.id })))
          .returning()
      : [];
    return { item: created, variants, images };
  });
}

/** Sets a variant's stock, as a sale or a delivery elsewhere would (a line that sells out). */
export async function setVariantStock(db: DbOrTx, variantId: number, stock: number): Promise<void> {
  await db.update(itemVariants).set({ stock }).where(eq(itemVariants.id, variantId));
}

/** One item per category (or `perCategory` each), e.g. for catalogue and outfit tests. */
export async function createCategoryMix(
  db: DbOrTx,
  options: { perCategory?: number } & Partial<Omit<NewItem, 'id' | 'category'>> = {},
): Promise<Record<Category, ItemRow[]>> {
  const { perCategory = 1, ...overrides } = options;
  const result = {} as Record<Category, ItemRow[]>;
  for (const category of CATEGORIES) {
    result[category] = [];
    for (let i = 0; i < perCategory; i++) {
      const { item } = await createItem(db, { ...overrides, category });
      result[category].push(item);
    }
  }
  return result;
}

/** What a test says of a review, of an item or an outfit; the rest is a 5-star default. */
type ReviewValues = {
  userId: number;
  content?: string;
  rating?: number | null;
  createdAt?: Date;
};

/** A review of an item (rating optional, 1 to 5). */
export async function createItemComment(
  db: DbOrTx,
  values: ReviewValues & { itemId: number },
): Promise<ItemCommentRow> {
  const [comment] = await db
    .insert(itemComments)
    .values({ content: 'Отличная вещь, рекомендую!', rating: 5, ...values })
    .returning();
  return comment!;
}

export interface CreateOutfitOptions extends Partial<
  Omit<typeof outfits.$inferInsert, 'id' | 'ownerId' | 'coverKey'>
> {
  ownerId: number;
  /** Item ids by slot, in order; each item must be of its slot's category (not checked here). */
  items?: Partial<Record<Category, number[]>>;
}

/** Insert an outfit (public by default) with its items; the cover is drawn by the outfits job. */
export async function createOutfit(
  db: DbOrTx,
  { items: slots = {}, ...values }: CreateOutfitOptions,
): Promise<OutfitRow> {
  return db.transaction(async (tx) => {
    const [outfit] = await tx
      .insert(outfits)
      .values({
        name: 'Городской образ',
        style: 'Повседневный',
        description: 'Базовый комплект на каждый день.',
        isPublic: true,
        ...values,
        // An outfit's version starts when it was made (the cover job compares it).
        updatedAt: values.updatedAt ?? values.createdAt,
      })
      .returning();
    const rows = CATEGORIES.flatMap((slot) =>
      (slots[slot] ?? []).map((itemId, position) => ({
        outfitId: outfit!.id,
        itemId,
        slot,
        position,
      })),
    );
    if (rows.length) await tx.insert(outfitItems).values(rows);
    return outfit!;
  });
}

/** A review of an outfit (rating optional, 1 to 5). */
export async function createOutfitComment(
  db: DbOrTx,
  values: ReviewValues & { outfitId: number },
): Promise<OutfitCommentRow> {
  const [comment] = await db
    .insert(outfitComments)
    .values({ content: 'Отличный образ, сохранила себе!', rating: 5, ...values })
    .returning();
  return comment!;
}

/** Marks an outfit as a favourite of a user. */
export async function addFavoriteOutfit(
  db: DbOrTx,
  values: { userId: number; outfitId: number; createdAt?: Date },
): Promise<void> {
  await db.insert(favoriteOutfits).values(values).onConflictDoNothing();
}

export type PickupPointRow = typeof pickupPoints.$inferSelect;

/** The demo shop's pickup points (Almaty and Astana stores). */
export const DEMO_PICKUP_POINTS = [
  {
    name: 'VESTA в ТРЦ «Mega Alma-Ata»',
    address: 'Алматы, ул. Розыбакиева, 247А, 2 этаж',
    hours: 'Ежедневно 10:00–22:00',
  },
  {
    name: 'VESTA на Абая',
    address: 'Алматы, пр. Абая, 52',
    hours: 'Пн–Сб 10:00–20:00',
  },
  {
    name: 'VESTA в ТРЦ «Keruen»',
    address: 'Астана, ул. Достык, 9',
    hours: 'Ежедневно 10:00–22:00',
  },
] as const;

/** A pickup point offered at checkout (the first demo store unless told otherwise). */
export async function createPickupPoint(
  db: DbOrTx,
  values: Partial<Omit<typeof pickupPoints.$inferInsert, 'id'>> = {},
): Promise<PickupPointRow> {
  const [row] = await db
    .insert(pickupPoints)
    .values({ ...DEMO_PICKUP_POINTS[0], ...values })
    .returning();
  return row!;
}

/** The demo shop's delivery prices: courier 1 500 ₸, free from 25 000 ₸. */
export const DEMO_DELIVERY = { courierPrice: '1500.00', freeAbove: '25000.00' } as const;

/** Sets the delivery price rules an admin would set on the checkout settings. */
export async function setCheckoutSettings(
  db: DbOrTx,
  values: { courierPrice: string; freeAbove: string | null } = DEMO_DELIVERY,
): Promise<void> {
  await db
    .insert(checkoutSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: checkoutSettings.id, set: values });
}

/** The demo shop's promo code: 10 % off the whole order, no limits. */
export const DEMO_PROMO_CODE = { code: 'VESTA10', kind: 'percent', value: '10' } as const;

/** A promo code as an admin would make it (the demo one unless told otherwise). */
export async function createPromoCode(
  db: DbOrTx,
  values: Partial<Omit<typeof promoCodes.$inferInsert, 'id'>> = {},
): Promise<typeof promoCodes.$inferSelect> {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...DEMO_PROMO_CODE, ...values })
    .returning();
  return row!;
}
