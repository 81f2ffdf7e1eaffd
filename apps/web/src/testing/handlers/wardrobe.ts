import type {
  ErrorEnvelope,
  WardrobeAddOwned,
  WardrobeItem,
  WardrobeItemUpdate,
  WardrobeList,
  WardrobeStats,
  WardrobeWear,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { buildWardrobeList } from '../wardrobe-factories';

/** The item page asks a signed-in shopper's wardrobe whether the item is in it: empty by default. */
export const wardrobeDefaults = [
  http.get('*/api/wardrobe/items', () => HttpResponse.json<WardrobeList>(buildWardrobeList([]))),
  http.get('*/api/wardrobe/wears', () =>
    HttpResponse.json<{ wears: WardrobeWear[] }>({ wears: [] }),
  ),
];

/** What a multipart POST /api/wardrobe/items received. */
export interface SentPhoto {
  name: string;
  key: string | null;
}

export const wardrobeMocks = {
  /** GET /api/wardrobe/items: `respond` gets the query's filters. */
  wardrobe: (respond: WardrobeList | ((query: URLSearchParams) => WardrobeList)) =>
    http.get('*/api/wardrobe/items', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json<WardrobeList>(
        typeof respond === 'function' ? respond(query) : respond,
      );
    }),

  /**
   * POST /api/wardrobe/items: multipart photos go to `onPhoto` (a piece, or null for «no garment»,
   * a 422); JSON «Уже есть у меня» to `onOwned`.
   */
  addPiece: ({
    onPhoto,
    onOwned,
  }: {
    onPhoto?: (sent: SentPhoto) => WardrobeItem | null | Promise<WardrobeItem | null>;
    onOwned?: (body: WardrobeAddOwned) => WardrobeItem;
  }) =>
    http.post('*/api/wardrobe/items', async ({ request }) => {
      if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
        const body = (await request.json()) as WardrobeAddOwned;
        return HttpResponse.json<WardrobeItem | ErrorEnvelope>(onOwned!(body), { status: 201 });
      }
      const form = await request.formData();
      const photo = form.get('photo') as File;
      const piece = await onPhoto!({
        name: photo.name,
        key: request.headers.get('Idempotency-Key'),
      });
      return HttpResponse.json<WardrobeItem | ErrorEnvelope>(
        piece ?? { code: 'NO_GARMENT_FOUND', message: 'No garment in the photo' },
        { status: piece ? 201 : 422 },
      );
    }),

  /** PATCH /api/wardrobe/items/{id}: `respond` answers the piece or a refusal. */
  updatePiece: (
    respond: (
      id: number,
      body: WardrobeItemUpdate,
    ) => WardrobeItem | { status: number; error: ErrorEnvelope },
  ) =>
    http.patch('*/api/wardrobe/items/:id', async ({ params, request }) => {
      const answer = respond(Number(params.id), (await request.json()) as WardrobeItemUpdate);
      if ('error' in answer) {
        return HttpResponse.json<WardrobeItem | ErrorEnvelope>(answer.error, {
          status: answer.status,
        });
      }
      return HttpResponse.json<WardrobeItem | ErrorEnvelope>(answer);
    }),

  deletePiece: (onDelete: (id: number) => void) =>
    http.delete('*/api/wardrobe/items/:id', ({ params }) => {
      onDelete(Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),

  /** POST …/worn and DELETE …/worn/{date}: `onWorn` hears each. */
  worn: (onWorn: (id: number, date: string | undefined, worn: boolean) => void) => [
    http.post('*/api/wardrobe/items/:id/worn', async ({ params, request }) => {
      const body = (await request.json()) as { date?: string };
      onWorn(Number(params.id), body.date, true);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('*/api/wardrobe/items/:id/worn/:date', ({ params }) => {
      onWorn(Number(params.id), String(params.date), false);
      return new HttpResponse(null, { status: 204 });
    }),
  ],

  wears: (wears: WardrobeWear[]) =>
    http.get('*/api/wardrobe/wears', () => HttpResponse.json<{ wears: WardrobeWear[] }>({ wears })),

  wardrobeStats: (stats: WardrobeStats) =>
    http.get('*/api/wardrobe/stats', () => HttpResponse.json<WardrobeStats>(stats)),
};
