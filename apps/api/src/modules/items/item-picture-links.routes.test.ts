import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope, ItemCreated, ItemImagesAdded } from '@shop/contract';
import { AppError } from '../../lib/app-error';
import { asModerator, buildTestApp, type TestApp } from '../../test/app';

/** Links as the fetcher meets them: a picture, a missing file, a web page, a host that is down. */
const picture = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#c8b08a' } })
    .png()
    .toBuffer();
async function fetchImage(url: string): Promise<Buffer> {
  const { pathname } = new URL(url);
  if (pathname === '/ok.png') return picture();
  if (pathname === '/missing.png') throw new AppError('NOT_FOUND', 404, 'no such image');
  if (pathname === '/page.jpg') return Buffer.from('<html><body>a shop page</body></html>');
  if (pathname === '/huge.png') throw new AppError('PAYLOAD_TOO_LARGE', 413, 'too large');
  throw new Error('connect ECONNREFUSED');
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { fetchImage });
});
afterAll(() => t.close());

/** A multipart/form-data body of text fields, as the admin form sends links. */
function form(parts: [string, string][]) {
  const boundary = `----vesta-links-${Math.random().toString(16).slice(2)}`;
  const body = parts
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('pictures given by link', () => {
  it('saves the item with the pictures that worked and names each failed link with its reason', async () => {
    const moderator = await asModerator(t);
    const answer = await moderator.inject({
      method: 'POST',
      url: '/api/items/',
      ...form([
        ['name', 'Платье-миди'],
        ['price', '5990'],
        ['image_urls', 'https://pictures.example/ok.png'],
        ['image_urls', 'https://pictures.example/missing.png'],
        ['image_urls', 'https://pictures.example/page.jpg'],
        ['image_urls', 'https://down.example/x.png'],
        ['image_urls', 'https://pictures.example/huge.png'],
      ]),
    });
    expect(answer.statusCode).toBe(201);
    const item = answer.json() as ItemCreated;
    expect(item.images).toHaveLength(1);
    expect(item.link_failures.map((f) => [f.path, f.reason])).toEqual([
      ['image_urls.1', 'not_found'],
      ['image_urls.2', 'not_an_image'],
      ['image_urls.3', 'unreachable'],
      ['image_urls.4', 'too_large'],
    ]);

    const clean = await moderator.inject({
      method: 'POST',
      url: '/api/items/',
      ...form([
        ['name', 'Юбка'],
        ['image_urls', 'https://pictures.example/ok.png'],
      ]),
    });
    expect((clean.json() as ItemCreated).link_failures).toEqual([]);
  });

  it('adds the pictures that worked; refuses, naming each link, when none did', async () => {
    const moderator = await asModerator(t);
    const created = (
      await moderator.inject({ method: 'POST', url: '/api/items/', ...form([['name', 'Жакет']]) })
    ).json() as ItemCreated;

    const added = await moderator.inject({
      method: 'POST',
      url: `/api/items/${created.id}/images`,
      ...form([
        ['image_urls', 'https://pictures.example/missing.png'],
        ['image_urls', 'https://pictures.example/ok.png'],
      ]),
    });
    expect(added.statusCode).toBe(200);
    const body = added.json() as ItemImagesAdded;
    expect(body.images).toHaveLength(1);
    expect(body.link_failures).toEqual([
      { path: 'image_urls.0', message: expect.any(String), reason: 'not_found' },
    ]);

    const refused = await moderator.inject({
      method: 'POST',
      url: `/api/items/${created.id}/images`,
      ...form([['image_urls', 'https://pictures.example/page.jpg']]),
    });
    const error = refused.json() as ErrorEnvelope;
    expect([refused.statusCode, error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(error.details?.fields).toEqual([
      { path: 'image_urls.0', message: expect.any(String), reason: 'not_an_image' },
    ]);
  });
});
