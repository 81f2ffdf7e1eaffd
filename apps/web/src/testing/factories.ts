import type {
  AuthResponse,
  CartLine,
  HistoryItem,
  Comment,
  ItemDetail,
  ItemFacets,
  ItemSummary,
  Outfit,
  OutfitHistoryEntry,
  OutfitCartOption,
  OutfitItem,
  User,
  Variant,
  VirtualTryonResponse,
} from '@shop/contract';

let nextId = 1;

/** A valid contract `User`; override what the test cares about. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `user${id}@example.com`,
    first_name: 'Айгерим',
    last_name: null,
    avatar: null,
    phone_number: null,
    date_of_birth: null,
    height: null,
    weight: null,
    chest: null,
    waist: null,
    hips: null,
    favorite_colors: [],
    favorite_brands: [],
    language: null,
    is_admin: false,
    is_moderator: false,
    is_manager: false,
    is_active: true,
    email_verified: true,
    pending_email: null,
    has_password: true,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<User> = {}): User {
  return buildUser({ is_admin: true, first_name: 'Админ', ...overrides });
}

export function buildModerator(overrides: Partial<User> = {}): User {
  return buildUser({ is_moderator: true, first_name: 'Модератор', ...overrides });
}

export function buildManager(overrides: Partial<User> = {}): User {
  return buildUser({ is_manager: true, first_name: 'Менеджер', ...overrides });
}

export function buildAuthResponse(
  user: User = buildUser(),
  tokens = { access: 'access-1', refresh: 'refresh-1' },
): AuthResponse {
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    token_type: 'bearer',
    expires_in: 900,
    user,
  };
}

// --- catalogue and reviews (contract shapes) ------------------------------------------------

let nextItemId = 1000;
let nextVariantId = 5000;
let nextCommentId = 9000;

/** A valid contract `ItemSummary` (a catalogue card). */
export function buildItem(overrides: Partial<ItemSummary> = {}): ItemSummary {
  const id = overrides.id ?? nextItemId++;
  const category = overrides.category ?? 'footwear';
  return {
    id,
    name: `Кроссовки беговые ${id}`,
    brand: 'Nike',
    category,
    clothing_type: category,
    gender: 'unisex',
    status: 'active',
    price: 25990,
    min_price: overrides.price ?? 25990,
    compare_at_price: null,
    image_url: `/uploads/items/${id}.webp`,
    image_urls: [`/uploads/items/${id}.webp`],
    color: 'белый',
    size: null,
    style: 'спортивный',
    collection: 'Весна 2026',
    in_stock: true,
    rating_avg: null,
    rating_count: 0,
    is_favorite: false,
    created_at: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` cards with distinct ids and names. */
export function buildItems(count: number, overrides: Partial<ItemSummary> = {}): ItemSummary[] {
  return Array.from({ length: count }, (_, index) =>
    buildItem({ name: `Товар ${index + 1}`, ...overrides }),
  );
}

export function buildVariant(overrides: Partial<Variant> = {}): Variant {
  const id = overrides.id ?? nextVariantId++;
  return {
    id,
    sku: `SKU-${id}`,
    size: '42',
    brand_size: null,
    color: 'белый',
    price: 25990,
    stock: 5,
    ...overrides,
  };
}

/** A valid contract `ItemDetail` (the item page). */
export function buildItemDetail(overrides: Partial<ItemDetail> = {}): ItemDetail {
  const summary = buildItem(overrides);
  return {
    ...summary,
    description: 'Лёгкие кроссовки для бега и города.',
    composition: null,
    attributes: [],
    article: `ART-${summary.id}`,
    owner_id: null,
    variants: [],
    images: [
      { id: 1, image_url: summary.image_url ?? `/uploads/items/${summary.id}.webp`, color: null },
    ],
    can_edit: true,
    ...overrides,
  };
}

/** A valid contract `Comment` (a review). */
export function buildComment(overrides: Partial<Comment> = {}): Comment {
  const id = overrides.id ?? nextCommentId++;
  return {
    id,
    user_id: 1,
    user_name: 'Дана',
    user_avatar: null,
    content: 'Отличная посадка, размер в размер.',
    rating: 5,
    likes: 0,
    liked_by_me: false,
    can_delete: false,
    created_at: '2026-02-03T12:00:00.000Z',
    ...overrides,
  };
}

/** Facet counts for the filter drawer. */
export function buildFacets(overrides: Partial<ItemFacets> = {}): ItemFacets {
  return {
    total: 0,
    categories: [],
    genders: [],
    brands: [],
    sizes: [],
    colors: [],
    price: { min: null, max: null },
    ...overrides,
  };
}

// --- cart and history (contract shapes) ---------------------------------------------------------

let nextCartVariantId = 7000;

/** A server cart line. */
export function buildCartLine(overrides: Partial<CartLine> = {}): CartLine {
  const variantId = overrides.variant_id ?? nextCartVariantId++;
  return {
    variant_id: variantId,
    item_id: variantId + 100_000,
    name: `Платье миди ${variantId}`,
    brand: 'Zarina',
    price: 15990,
    compare_at_price: null,
    quantity: 1,
    image_url: `/uploads/items/${variantId}.webp`,
    size: 'M',
    color: 'бордовый',
    stock: 5,
    ...overrides,
  };
}

/** A viewed item (GET /api/items/history). */
export function buildHistoryItem(overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    ...buildItem(overrides),
    viewed_at: '2026-03-10T09:30:00.000Z',
    ...overrides,
  };
}

// --- outfits (contract shapes) ----------------------------------------------------------------

let nextOutfitId = 700;

/** An item as an outfit holds it. */
export function buildOutfitItem(overrides: Partial<OutfitItem> = {}): OutfitItem {
  const id = overrides.id ?? nextItemId++;
  return {
    id,
    name: `Вещь ${id}`,
    brand: 'Zara',
    category: 'top',
    image_url: `/uploads/items/${id}.webp`,
    price: 9990,
    in_stock: true,
    sold: true,
    ...overrides,
  };
}

/** A valid contract `Outfit`: a public outfit of someone else with a top and jeans. */
export function buildOutfit(overrides: Partial<Outfit> = {}): Outfit {
  const id = overrides.id ?? nextOutfitId++;
  const top = overrides.top ?? [buildOutfitItem({ category: 'top', name: 'Рубашка льняная' })];
  const bottom = overrides.bottom ?? [
    buildOutfitItem({ category: 'bottom', name: 'Джинсы прямые', price: 15990 }),
  ];
  const footwear = overrides.footwear ?? [];
  const accessory = overrides.accessory ?? [];
  const fragrance = overrides.fragrance ?? [];
  const total = [...top, ...bottom, ...footwear, ...accessory, ...fragrance].reduce(
    (sum, item) => sum + (item.sold ? (item.price ?? 0) : 0),
    0,
  );
  return {
    id,
    name: `Образ ${id}`,
    style: 'Повседневный',
    description: null,
    total_price: total,
    image_url: `/uploads/outfits/${id}.webp`,
    tryon_image_url: null,
    tryon_is_stale: false,
    tryon_rendering: null,
    owner_id: 1,
    owner_name: 'Дана',
    is_public: true,
    is_favorite: false,
    favorites_count: 0,
    rating_avg: null,
    rating_count: 0,
    can_edit: false,
    can_delete: false,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
    top,
    bottom,
    footwear,
    accessory,
    fragrance,
    own_pieces: overrides.own_pieces ?? [],
  };
}

/**
 * An item as the outfit's «В корзину» dialog offers it: `sizes` become variants in stock
 * (colour «чёрный», 9 990 ₸), no size preselected, on sale.
 */
export function buildOutfitCartOption(
  overrides: Partial<OutfitCartOption> & { sizes?: string[] } = {},
): OutfitCartOption {
  const { sizes = ['S', 'M', 'L'], ...rest } = overrides;
  const itemId = rest.item_id ?? nextItemId++;
  return {
    item_id: itemId,
    name: `Вещь ${itemId}`,
    brand: 'Zara',
    category: 'top',
    image_url: `/uploads/items/${itemId}.webp`,
    variants: sizes.map((size) => ({
      id: nextVariantId++,
      size,
      color: 'чёрный',
      stock: 5,
      price: 9990,
    })),
    unavailable: null,
    preferred_variant_id: null,
    ...rest,
  };
}

/** `count` outfits with distinct ids and names. */
export function buildOutfits(count: number, overrides: Partial<Outfit> = {}): Outfit[] {
  return Array.from({ length: count }, (_, index) =>
    buildOutfit({ name: `Образ ${index + 1}`, ...overrides }),
  );
}

export function buildOutfitHistoryEntry(
  overrides: Partial<OutfitHistoryEntry> = {},
): OutfitHistoryEntry {
  return { ...buildOutfit(overrides), viewed_at: '2026-03-10T09:30:00.000Z', ...overrides };
}

/** A try-on answer: done with a picture unless the test says otherwise. */
export function buildTryon(overrides: Partial<VirtualTryonResponse> = {}): VirtualTryonResponse {
  return {
    success: true,
    result_image_url: '/media/private/tryon/result.webp?expires=1&signature=x',
    messages: [{ code: 'ready' }],
    job_id: '00000000-0000-4000-8000-000000000001',
    state: 'done',
    progress: 100,
    rendering: 'photo_sketch',
    figure_reason: null,
    ...overrides,
  };
}
