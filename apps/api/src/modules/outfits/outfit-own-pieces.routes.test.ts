import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  outfitPreviewPath,
  type ErrorEnvelope,
  type Outfit,
  type OutfitCartOptionsResponse,
  type OutfitWornResponse,
  type VirtualTryonResponse,
  type WardrobeItem,
} from '@shop/contract';
import { createItem } from '../../db/factories';
import { renderGarmentImage } from '../../db/seed/garment-images';
import { asAdmin, asUser, buildTestApp, type Caller } from '../../test/app';
import { fullLengthPhoto } from '../../test/photos';
import { addOwned, addPhoto, listOf, patch } from '../../test/wardrobe';
import { addDays, dayIn } from '../wardrobe/wardrobe.mapper';

const t = await buildTestApp();
afterAll(() => t.close());
const admin = await asAdmin(t);
const today = dayIn('Asia/Almaty');

/** A catalogue item with a real stored picture of a drawn garment. */
async function shopItem(category: 'top' | 'bottom', kind: 'shirt' | 'jeans', name: string) {
  const webp = await renderGarmentImage({ category, kind, color: '#2a4fb0', seed: 5 });
  const image = await t.app.services.media.prepareGenerated('item_image', webp, {
    width: 800,
    height: 1000,
  });
  await t.app.services.media.record([image], null, t.db);
  return (await createItem(t.db, { category, name, price: '12000.00', images: [image.key] })).item;
}

/**
 * An own garment by photo: a flat red T-shirt laid on a light floor (a plain outline, as a phone
 * photo of one comes out cut), named by its owner.
 */
async function ownTop(caller: Caller, name = 'Моя футболка Зефирка'): Promise<WardrobeItem> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1100">
    <rect width="900" height="1100" fill="#ece9e4"/>
    <path d="M340 180 Q450 260 560 180 L760 250 L850 440 L700 490 L680 410 L680 930 L220 930
             L220 410 L200 490 L50 440 L140 250 Z" fill="#c0262d"/></svg>`;
  const photo = await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
  const added = await addPhoto(caller, photo);
  expect(added.statusCode).toBe(201);
  const piece = added.json() as WardrobeItem;
  await patch(caller, piece.id, { name, slot: 'top', kind: 'tshirt', price: 7000 });
  return piece;
}

const jeans = await shopItem('bottom', 'jeans', 'Джинсы прямые');
const shirt = await shopItem('top', 'shirt', 'Рубашка хлопковая');

const create = (caller: Caller, body: object) =>
  caller.inject({ method: 'POST', url: '/api/outfits', payload: body });
const read = (caller: Caller | null, id: number) =>
  (caller ?? t.app).inject({ method: 'GET', url: `/api/outfits/${id}` });
const outfitOf = (caller: Caller, body: object) =>
  create(caller, { name: 'Мой образ', style: 'Повседневный', ...body }).then((r) => {
    expect(r.statusCode).toBe(201);
    return r.json() as Outfit;
  });
/** The bytes of the outfit's cover as drawn now. */
async function coverBytes(owner: Caller, id: number) {
  await t.app.services.outfits.renderCover(id);
  const cover = ((await read(owner, id)).json() as Outfit).image_url!;
  return fs.readFileSync(path.join(t.config.uploadsDir, cover.replace('/uploads/', '')));
}

describe('an outfit with own pieces', () => {
  it('is private unless published, priced by the shop’s items only, and named to its owner alone', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const piece = await ownTop(owner);
    const outfit = await outfitOf(owner, { bottom_ids: [jeans.id], wardrobe_ids: [piece.id] });
    expect(outfit).toMatchObject({ is_public: false, total_price: 12000 });
    expect(outfit.own_pieces).toEqual([
      {
        id: piece.id,
        slot: 'top',
        name: 'Моя футболка Зефирка',
        kind: 'tshirt',
        image_url: expect.stringMatching(/^\/media\/private\/wardrobe\/.+\?expires=/),
      },
    ]);
    // Another account and a guest do not find it; an admin opens it without the pieces or cover.
    expect((await read(other, outfit.id)).statusCode).toBe(404);
    expect((await read(null, outfit.id)).statusCode).toBe(404);
    await t.app.services.outfits.renderCover(outfit.id);
    const seen = (await read(admin, outfit.id)).json() as Outfit;
    expect(seen).toMatchObject({ own_pieces: [], image_url: null });
    expect(JSON.stringify(seen)).not.toContain('/private/wardrobe/');

    // Published: others see the piece as a picture and a kind, never its name or price.
    await owner.inject({
      method: 'PUT',
      url: `/api/outfits/${outfit.id}`,
      payload: { name: 'Мой образ', style: 'Повседневный', is_public: true },
    });
    for (const caller of [other, null]) {
      const shown = (await read(caller, outfit.id)).json() as Outfit;
      expect(shown.own_pieces).toEqual([
        { id: piece.id, slot: 'top', name: null, kind: 'tshirt', image_url: expect.any(String) },
      ]);
      expect(JSON.stringify(shown)).not.toContain('Зефирка');
      expect(shown.total_price).toBe(12000);
    }
    // Search never reaches a piece's name; the outfit lists without it.
    const search = await t.app.inject({ method: 'GET', url: '/api/outfits?q=Зефирка' });
    expect((search.json() as Outfit[]).map((o) => o.id)).not.toContain(outfit.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/outfits' });
    expect(list.body).not.toContain('Зефирка');
    // «В корзину» offers only the shop's items.
    const options = (
      await other.inject({ method: 'GET', url: `/api/outfits/${outfit.id}/cart-options` })
    ).json() as OutfitCartOptionsResponse;
    expect(options.items.map((i) => i.item_id)).toEqual([jeans.id]);
  });

  it('is public when is_public: true is sent, and may hold own pieces only', async () => {
    const owner = await asUser(t);
    const piece = await ownTop(owner);
    const outfit = await outfitOf(owner, { wardrobe_ids: [piece.id], is_public: true });
    expect(outfit).toMatchObject({ is_public: true, total_price: 0, top: [] });
    expect(outfit.own_pieces.map((p) => p.id)).toEqual([piece.id]);
    const empty = await create(owner, { name: 'Пусто', style: 'Повседневный', wardrobe_ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses another account’s piece exactly like one that does not exist', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const theirs = await ownTop(other);
    const answers = await Promise.all(
      [theirs.id, 99_999_999].map((id) =>
        create(owner, { name: 'Чужое', style: 'Повседневный', wardrobe_ids: [id] }),
      ),
    );
    const bodies = answers.map((a) => a.json() as ErrorEnvelope);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400]);
    expect(bodies.map((b) => b.code)).toEqual(['VALIDATION_FAILED', 'VALIDATION_FAILED']);
    expect(bodies[0]!.details).toEqual({
      fields: [{ path: 'wardrobe_ids', message: `Wardrobe item ${theirs.id} does not exist` }],
    });
    expect(bodies[1]!.details).toEqual({
      fields: [{ path: 'wardrobe_ids', message: 'Wardrobe item 99999999 does not exist' }],
    });
    // Changing an outfit is held to the same rule.
    const mine = await outfitOf(owner, { bottom_ids: [jeans.id] });
    const put = await owner.inject({
      method: 'PUT',
      url: `/api/outfits/${mine.id}`,
      payload: { name: 'Чужое', style: 'Повседневный', wardrobe_ids: [theirs.id] },
    });
    expect(put.statusCode).toBe(400);
  });

  it('keeps its pieces when an admin changes it: they are the owner’s to change', async () => {
    const owner = await asUser(t);
    const piece = await ownTop(owner);
    const outfit = await outfitOf(owner, { bottom_ids: [jeans.id], wardrobe_ids: [piece.id] });
    const changed = await admin.inject({
      method: 'PUT',
      url: `/api/outfits/${outfit.id}`,
      payload: { name: 'Поправлено', style: 'Повседневный', wardrobe_ids: [] },
    });
    expect(changed.statusCode).toBe(200);
    const after = (await read(owner, outfit.id)).json() as Outfit;
    expect(after.name).toBe('Поправлено');
    expect(after.own_pieces.map((p) => p.id)).toEqual([piece.id]);
  });

  it('loses a deleted piece, keeps its other slots and is drawn again', async () => {
    const owner = await asUser(t);
    const piece = await ownTop(owner);
    const outfit = await outfitOf(owner, { bottom_ids: [jeans.id], wardrobe_ids: [piece.id] });
    const send = vi.spyOn(t.queue, 'send');
    const removed = await owner.inject({
      method: 'DELETE',
      url: `/api/wardrobe/items/${piece.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(send).toHaveBeenCalledWith('outfits.render-cover', { outfitId: outfit.id });
    send.mockRestore();
    const after = (await read(owner, outfit.id)).json() as Outfit;
    expect(after.own_pieces).toEqual([]);
    expect(after.bottom.map((i) => i.id)).toEqual([jeans.id]);
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(
      new Date(outfit.updated_at).getTime(),
    );
  });
});

describe('drawing own pieces', () => {
  it('puts the piece on the cover and in the owner’s preview, to nobody else', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const piece = await ownTop(owner);
    const plain = await outfitOf(owner, { bottom_ids: [jeans.id] });
    const mixed = await outfitOf(owner, { bottom_ids: [jeans.id], wardrobe_ids: [piece.id] });
    const [without, withPiece] = [
      await coverBytes(owner, plain.id),
      await coverBytes(owner, mixed.id),
    ];
    // The piece is worn on the mannequin, not left out: its red covers the torso.
    const redShare = async (picture: Buffer) => {
      const { data } = await sharp(picture)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let red = 0;
      for (let i = 0; i < data.length; i += 3)
        if (data[i]! > 150 && data[i + 1]! < 90 && data[i + 2]! < 90) red++;
      return red / (data.length / 3);
    };
    expect((await redShare(withPiece)) - (await redShare(without))).toBeGreaterThan(0.04);

    const url = outfitPreviewPath([jeans.id], [piece.id]);
    const preview = await owner.inject({ method: 'GET', url });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.rawPayload.equals(withPiece)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const refused = await other.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).details).toEqual({
      fields: [{ path: 'wardrobe', message: `Wardrobe item ${piece.id} does not exist` }],
    });
  });

  it('tries an own piece on with a shop item, and refuses another’s', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const piece = await ownTop(owner);
    const upload = async (caller: Caller) => {
      const boundary = '----vestaownpieces';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        await fullLengthPhoto(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await caller.inject({
        method: 'POST',
        url: '/api/profile/upload-photo',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      return (response.json() as { photo_url: string }).photo_url;
    };
    const tryOn = async (caller: Caller) =>
      caller.inject({
        method: 'POST',
        url: '/api/outfits/virtual-tryon',
        payload: {
          human_image_url: await upload(caller),
          outfit_items: [{ wardrobe_item_id: piece.id }, { id: jeans.id }],
        },
      });
    const done = await tryOn(owner);
    expect(done.statusCode).toBe(200);
    expect(done.json() as VirtualTryonResponse).toMatchObject({ success: true, state: 'done' });
    // Saved with the outfit, the picture shows its pieces: taking one out makes it stale.
    const saved = await outfitOf(owner, {
      bottom_ids: [jeans.id],
      wardrobe_ids: [piece.id],
      tryon_image_url: (done.json() as VirtualTryonResponse).result_image_url,
    });
    expect(saved.tryon_is_stale).toBe(false);
    const without = await owner.inject({
      method: 'PUT',
      url: `/api/outfits/${saved.id}`,
      payload: { name: 'Мой образ', style: 'Повседневный', wardrobe_ids: [] },
    });
    expect((without.json() as Outfit).tryon_is_stale).toBe(true);
    const refused = await tryOn(other);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as ErrorEnvelope).message).toBe(
      `Wardrobe item ${piece.id} does not exist`,
    );
  });
});

describe('«Надето сегодня» on an outfit', () => {
  it('logs its own pieces and the owner’s pieces of its items, once a day, for the owner only', async () => {
    const [owner, other] = await Promise.all([asUser(t), asUser(t)]);
    const piece = await ownTop(owner);
    const owned = (await addOwned(owner, { item_id: jeans.id })).json() as WardrobeItem;
    const outfit = await outfitOf(owner, {
      bottom_ids: [jeans.id],
      top_ids: [shirt.id],
      wardrobe_ids: [piece.id],
    });
    const url = `/api/outfits/${outfit.id}/worn`;
    const first = await owner.inject({ method: 'POST', url, payload: {} });
    expect(first.statusCode).toBe(200);
    const body = first.json() as OutfitWornResponse;
    expect(body.date).toBe(today);
    expect(body.pieces.map((p) => p.id).sort()).toEqual([piece.id, owned.id].sort());
    expect(body.pieces.every((p) => p.times_worn === 1 && p.last_worn === today)).toBe(true);

    const again = (await owner.inject({ method: 'POST', url })).json() as OutfitWornResponse;
    expect(again.pieces.map((p) => p.times_worn)).toEqual([1, 1]);
    const wears = await owner.inject({
      method: 'GET',
      url: `/api/wardrobe/wears?from=${today}&to=${today}`,
    });
    expect(wears.json()).toEqual({
      wears: expect.arrayContaining([
        { date: today, wardrobe_item_id: piece.id, outfit_id: outfit.id },
      ]),
    });

    const future = await owner.inject({
      method: 'POST',
      url,
      payload: { date: addDays(today, 2) },
    });
    expect(future.statusCode).toBe(400);
    expect((await other.inject({ method: 'POST', url })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'POST', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await listOf(other)).items).toEqual([]);
  });
});
