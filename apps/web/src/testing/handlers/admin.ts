import type {
  AdminUser,
  AdminUserBulkActive,
  AdminUserCreate,
  AdminUserPage,
  BulkResult,
  CustomerSummary,
  AdminUserUpdate,
  ErrorEnvelope,
  ItemDeleteResponse,
  ItemCreated,
  ItemBulkStatus,
  ItemDetail,
  ItemImage,
  ItemImagesAdded,
  ImageOrderBody,
  ItemUpdate,
  ListedUser,
  ManagedItem,
  ManagedItemPage,
  Outfit,
  OutfitWrite,
  StockAdjust,
  StockMovement,
  StockSettings,
  Variant,
  VariantWrite,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

const boom: ErrorEnvelope = { code: 'INTERNAL', message: 'Boom' };

/** A users page whose rows may leave out `last_active_at` (never seen). */
type UsersPage = {
  items: (AdminUser & Partial<Pick<ListedUser, 'last_active_at'>>)[];
  total: number;
  can_create?: boolean;
};

/** A handler's refusal: the status and the contract's envelope. */
type Refusal = { status: number; error: ErrorEnvelope };

/** The answer `respond` chose: the body with `status`, or its refusal. */
function answer<T extends object>(value: T | Refusal, status = 200) {
  if ('error' in value && 'status' in value) {
    const refusal = value as Refusal;
    return HttpResponse.json<T | ErrorEnvelope>(refusal.error, { status: refusal.status });
  }
  return HttpResponse.json<T | ErrorEnvelope>(value as T, { status });
}
const ok = () => HttpResponse.json({ ok: true as const });

/** What a multipart item form carried: its text fields, repeated lists and files. */
export interface SentItemForm {
  fields: Record<string, string>;
  imageUrls: string[];
  images: File[];
  variants: VariantWrite[] | undefined;
}

async function readItemForm(request: Request): Promise<SentItemForm> {
  const data = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === 'string' && key !== 'image_urls' && key !== 'variants')
      fields[key] = value;
  }
  const variants = data.get('variants');
  return {
    fields,
    imageUrls: data.getAll('image_urls').map(String),
    images: data.getAll('images').filter((v): v is File => typeof v !== 'string'),
    variants: typeof variants === 'string' ? (JSON.parse(variants) as VariantWrite[]) : undefined,
  };
}

/** The admin area: users, the items' write side, outfits as an admin sees them. */
/**
 * What every admin page may ask besides its own data: an item's stock history (the edit page)
 * and the low-stock threshold (the settings page). A test that cares overrides them.
 */
export const adminDefaults = [
  http.get('*/api/admin/items/:id/stock', () => HttpResponse.json<StockMovement[]>([])),
  http.get('*/api/admin/stock-settings', () =>
    HttpResponse.json<StockSettings>({ low_stock_threshold: 3 }),
  ),
];

export const adminMocks = {
  /**
   * GET of a list's CSV export (`/api/orders/manage/export`, `/api/users/export`,
   * `/api/items/manage/export`) sent as `filename`: `respond` gets the query string and answers
   * the file's text, or a refusal as `{ status, error }`.
   */
  csvExport: (
    path: string,
    filename: string,
    respond: (query: URLSearchParams) => string | { status: number; error: ErrorEnvelope },
  ) =>
    http.get(`*${path}`, ({ request }) => {
      const answer = respond(new URL(request.url).searchParams);
      if (typeof answer !== 'string')
        return HttpResponse.json<ErrorEnvelope>(answer.error, { status: answer.status });
      return new HttpResponse(`\ufeff${answer}`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${filename}"`,
        },
      });
    }),

  // --- users --------------------------------------------------------------------------------

  /**
   * GET /api/users/: `respond` gets the query string (page, q, sort, order) and answers the page,
   * or only its users (then they are the total too; a user without `last_active_at` was never seen).
   */
  adminUsers: (
    respond: AdminUser[] | UsersPage | ((query: URLSearchParams) => AdminUser[] | UsersPage),
  ) =>
    http.get('*/api/users/', ({ request }) => {
      const value =
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond;
      const page = Array.isArray(value) ? { items: value, total: value.length } : value;
      return HttpResponse.json<AdminUserPage>({
        can_create: true,
        ...page,
        items: page.items.map((u) => ({ last_active_at: null, ...u })),
      });
    }),
  /** POST /api/users/bulk-active: `respond` gets the body. */
  setUsersActive: (respond: (body: AdminUserBulkActive) => BulkResult) =>
    http.post('*/api/users/bulk-active', async ({ request }) =>
      HttpResponse.json<BulkResult>(respond((await request.json()) as AdminUserBulkActive)),
    ),
  /** GET /api/users/{id}/customer. */
  customer: (summary: CustomerSummary) =>
    http.get(`*/api/users/${summary.user.id}/customer`, () =>
      HttpResponse.json<CustomerSummary>(summary),
    ),
  adminUsersFail: (status = 500) => http.get('*/api/users/', () => errorResponse(status, boom)),

  adminUser: (user: AdminUser) =>
    http.get(`*/api/users/${user.id}`, () => HttpResponse.json<AdminUser>(user)),
  adminUserFails: (id: number, status = 500) =>
    http.get(`*/api/users/${id}`, () => errorResponse(status, boom)),

  /** POST /api/users/: `respond` gets the body; an envelope with a status refuses. */
  createAdminUser: (respond: (body: AdminUserCreate) => AdminUser | Refusal) =>
    http.post('*/api/users/', async ({ request }) => {
      return answer<AdminUser>(respond((await request.json()) as AdminUserCreate), 201);
    }),

  updateAdminUser: (id: number, respond: (body: AdminUserUpdate) => AdminUser | Refusal) =>
    http.patch(`*/api/users/${id}`, async ({ request }) => {
      return answer<AdminUser>(respond((await request.json()) as AdminUserUpdate));
    }),

  deleteAdminUser: (id: number, onDelete?: () => void) =>
    http.delete(`*/api/users/${id}`, () => {
      onDelete?.();
      return ok();
    }),
  deleteAdminUserFails: (id: number, status: number, error: ErrorEnvelope = boom) =>
    http.delete(`*/api/users/${id}`, () => errorResponse(status, error)),

  // --- items --------------------------------------------------------------------------------

  /**
   * GET /api/items/manage: `respond` gets the query string (page, limit, q, category, mine,
   * low_stock, sort, order) and answers the page, or only its rows (then they are the total too).
   */
  managedItems: (
    respond:
      | ManagedItem[]
      | ManagedItemPage
      | ((query: URLSearchParams) => ManagedItem[] | ManagedItemPage),
  ) =>
    http.get('*/api/items/manage', ({ request }) => {
      const value =
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond;
      return HttpResponse.json<ManagedItemPage>(
        Array.isArray(value)
          ? { items: value, total: value.length, low_stock_threshold: 3 }
          : value,
      );
    }),
  managedItemsFail: (status = 500) =>
    http.get('*/api/items/manage', () => errorResponse(status, boom)),

  /** POST /api/admin/items/{id}/stock: `respond` gets the body. */
  adjustItemStock: (id: number, respond: (body: StockAdjust) => Variant[] | Refusal) =>
    http.post(`*/api/admin/items/${id}/stock`, async ({ request }) =>
      answer<Variant[]>(respond((await request.json()) as StockAdjust)),
    ),
  /** GET /api/admin/items/{id}/stock: the item's stock history. */
  stockHistory: (id: number, movements: StockMovement[] | Refusal) =>
    http.get(`*/api/admin/items/${id}/stock`, () => answer<StockMovement[]>(movements)),
  /** GET /api/admin/stock-settings. */
  stockSettings: (settings: StockSettings) =>
    http.get('*/api/admin/stock-settings', () => HttpResponse.json<StockSettings>(settings)),
  /** PUT /api/admin/stock-settings: `respond` gets the body. */
  saveStockSettings: (respond: (body: StockSettings) => StockSettings | Refusal) =>
    http.put('*/api/admin/stock-settings', async ({ request }) =>
      answer<StockSettings>(respond((await request.json()) as StockSettings)),
    ),

  /**
   * POST /api/items/ (multipart): `respond` gets what the form carried; an answer without
   * `link_failures` had none.
   */
  createItem: (respond: (form: SentItemForm) => ItemDetail | ItemCreated | Refusal) =>
    http.post('*/api/items/', async ({ request }) => {
      const value = respond(await readItemForm(request));
      return answer<ItemCreated>('error' in value ? value : { link_failures: [], ...value }, 201);
    }),

  updateItem: (id: number, respond: (body: ItemUpdate) => ItemDetail | Refusal) =>
    http.put(`*/api/items/${id}`, async ({ request }) => {
      return answer<ItemDetail>(respond((await request.json()) as ItemUpdate));
    }),

  /** POST /api/items/bulk-status: `respond` gets the body. */
  setItemsStatus: (respond: (body: ItemBulkStatus) => BulkResult) =>
    http.post('*/api/items/bulk-status', async ({ request }) =>
      HttpResponse.json<BulkResult>(respond((await request.json()) as ItemBulkStatus)),
    ),

  /** DELETE /api/items/{id}: deleted, or `archived` when orders, outfits or reviews name it. */
  deleteItem: (id: number, onDelete?: () => void, archived = false) =>
    http.delete(`*/api/items/${id}`, () => {
      onDelete?.();
      return HttpResponse.json<ItemDeleteResponse>({ ok: true, archived });
    }),

  /** POST /api/items/{id}/duplicate: answers the copy. */
  duplicateItem: (id: number, copy: ItemDetail) =>
    http.post(`*/api/items/${id}/duplicate`, () =>
      HttpResponse.json<ItemDetail>(copy, { status: 201 }),
    ),

  /** PUT /api/items/{id}/images/order: `respond` gets the ids in their new order. */
  reorderItemImages: (id: number, respond: (ids: number[]) => ItemImage[]) =>
    http.put(`*/api/items/${id}/images/order`, async ({ request }) =>
      HttpResponse.json<ItemImage[]>(respond(((await request.json()) as ImageOrderBody).image_ids)),
    ),
  deleteItemFails: (id: number, status = 500, error: ErrorEnvelope = boom) =>
    http.delete(`*/api/items/${id}`, () => errorResponse(status, error)),

  /**
   * POST /api/items/{id}/images (multipart): `respond` gets what the form carried and answers the
   * pictures (no link failed), the whole answer, or a refusal.
   */
  addItemImages: (
    id: number,
    respond: (form: SentItemForm) => ItemImage[] | ItemImagesAdded | Refusal,
  ) =>
    http.post(`*/api/items/${id}/images`, async ({ request }) => {
      const value = respond(await readItemForm(request));
      return answer<ItemImagesAdded>(
        Array.isArray(value) ? { images: value, link_failures: [] } : value,
      );
    }),

  deleteItemImage: (id: number, imageId: number, onDelete?: () => void) =>
    http.delete(`*/api/items/${id}/images/${imageId}`, () => {
      onDelete?.();
      return ok();
    }),
  deleteItemImageFails: (id: number, imageId: number, status = 500) =>
    http.delete(`*/api/items/${id}/images/${imageId}`, () => errorResponse(status, boom)),

  /** PUT /api/items/{id}/variants: the whole list. */
  saveVariants: (id: number, respond: (body: VariantWrite[]) => Variant[] | Refusal) =>
    http.put(`*/api/items/${id}/variants`, async ({ request }) => {
      return answer<Variant[]>(respond((await request.json()) as VariantWrite[]));
    }),

  // --- outfits ------------------------------------------------------------------------------

  /** GET /api/outfits/: `respond` gets the query string (page, q). */
  adminOutfits: (respond: Outfit[] | ((query: URLSearchParams) => Outfit[])) =>
    http.get('*/api/outfits/', ({ request }) =>
      HttpResponse.json<Outfit[]>(
        typeof respond === 'function' ? respond(new URL(request.url).searchParams) : respond,
      ),
    ),
  adminOutfitsFail: (status = 500) => http.get('*/api/outfits/', () => errorResponse(status, boom)),

  adminOutfit: (outfit: Outfit) =>
    http.get(`*/api/outfits/${outfit.id}`, () => HttpResponse.json<Outfit>(outfit)),
  adminOutfitFails: (id: number, status = 500) =>
    http.get(`*/api/outfits/${id}`, () => errorResponse(status, boom)),

  createAdminOutfit: (respond: (body: OutfitWrite) => Outfit | Refusal) =>
    http.post('*/api/outfits/', async ({ request }) => {
      return answer<Outfit>(respond((await request.json()) as OutfitWrite), 201);
    }),

  updateAdminOutfit: (id: number, respond: (body: OutfitWrite) => Outfit | Refusal) =>
    http.put(`*/api/outfits/${id}`, async ({ request }) => {
      return answer<Outfit>(respond((await request.json()) as OutfitWrite));
    }),

  deleteAdminOutfit: (id: number, onDelete?: () => void) =>
    http.delete(`*/api/outfits/${id}`, () => {
      onDelete?.();
      return ok();
    }),
  deleteAdminOutfitFails: (id: number, status = 500) =>
    http.delete(`*/api/outfits/${id}`, () => errorResponse(status, boom)),
};
