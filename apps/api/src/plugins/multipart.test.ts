import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ErrorEnvelope } from '@shop/contract';
import { errorsPlugin } from './errors';
import { multipartPlugin, UPLOADS_IN_MEMORY } from './multipart';

/** A multipart/form-data body with one file in the field "file". */
function fileForm(data: Buffer) {
  const boundary = `----vesta${randomBytes(8).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * An app whose one upload route holds the file it got until the test lets it go, counting how
 * many requests hold their file at once.
 */
async function holdingApp() {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(multipartPlugin);
  const state = { holding: 0, most: 0, waiting: [] as (() => void)[] };
  app.post('/upload', async (request) => {
    const file = await request.uploadedFile();
    state.holding += 1;
    state.most = Math.max(state.most, state.holding);
    await new Promise<void>((resolve) => state.waiting.push(resolve));
    state.holding -= 1;
    return { bytes: file.length };
  });
  /** Lets the held requests go until `done` settles. */
  const releaseUntil = async (done: Promise<unknown>) => {
    let settled = false;
    void done.finally(() => (settled = true));
    while (!settled) {
      state.waiting.splice(0).forEach((go) => go());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  /** Waits (on a busy machine, seconds) until `count` requests hold their file. */
  const untilHolding = (count: number) =>
    vi.waitFor(() => expect(state.holding).toBe(count), { timeout: 15_000, interval: 20 });
  return { app, state, releaseUntil, untilHolding };
}

const incomingFolders = () =>
  fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('shop-incoming-'));

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('uploads', () => {
  it('hold their files in memory a few requests at a time, however many arrive at once', async () => {
    const held = await holdingApp();
    app = held.app;
    const form = fileForm(randomBytes(256 * 1024));
    const count = UPLOADS_IN_MEMORY * 3;
    const all = Promise.all(
      Array.from({ length: count }, () =>
        held.app.inject({ method: 'POST', url: '/upload', ...form }),
      ),
    );
    // Let the first requests arrive and be read, and the rest wait for a turn, before any is let go.
    await held.untilHolding(UPLOADS_IN_MEMORY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await held.releaseUntil(all);
    const responses = await all;
    expect(responses.map((r) => r.statusCode)).toEqual(Array(count).fill(200));
    expect(responses.every((r) => (r.json() as { bytes: number }).bytes === 256 * 1024)).toBe(true);
    expect(held.state.most).toBe(UPLOADS_IN_MEMORY);
  });

  it('give their turn back when the client leaves while waiting for it, and leave no files behind', async () => {
    // A temporary folder of this test's own: other test files upload at the same time.
    const sharedTmp = process.env.TMPDIR;
    process.env.TMPDIR = fs.mkdtempSync(path.join(os.tmpdir(), 'multipart-turns-'));
    onTestFinished(() => {
      fs.rmSync(os.tmpdir(), { recursive: true, force: true });
      if (sharedTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = sharedTmp;
    });
    const before = incomingFolders();
    const held = await holdingApp();
    app = held.app;
    await held.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = held.app.server.address() as AddressInfo;
    const form = fileForm(randomBytes(64 * 1024));
    const send = () =>
      held.app.inject({ method: 'POST', url: '/upload', ...form }).then((r) => r.statusCode);

    const first = Array.from({ length: UPLOADS_IN_MEMORY }, send);
    await held.untilHolding(UPLOADS_IN_MEMORY);
    // One more, over HTTP, waits for a turn; its client gives up meanwhile.
    const leaving = http.request({ port, method: 'POST', path: '/upload', headers: form.headers });
    leaving.on('error', () => undefined);
    leaving.end(form.payload);
    await new Promise((resolve) => setTimeout(resolve, 200));
    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));

    await held.releaseUntil(Promise.all(first));
    // Every turn is free again: as many requests as before hold their files at once.
    const second = Array.from({ length: UPLOADS_IN_MEMORY }, send);
    await held.untilHolding(UPLOADS_IN_MEMORY);
    await held.releaseUntil(Promise.all(second));
    expect(await Promise.all(second)).toEqual(Array(UPLOADS_IN_MEMORY).fill(200));

    const [folder] = incomingFolders().filter((name) => !before.includes(name));
    expect(folder && fs.readdirSync(`${os.tmpdir()}/${folder}`)).toEqual([]);
    await held.app.close();
    expect(incomingFolders().filter((name) => !before.includes(name))).toEqual([]);
  });

  it('still refuse a file over the size limit with 413', async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(multipartPlugin);
    app.post('/upload', async (request) => ({ bytes: (await request.uploadedFile()).length }));
    const response = await app.inject({
      method: 'POST',
      url: '/upload',
      ...fileForm(Buffer.alloc(10 * 1024 * 1024 + 1)),
    });
    expect(response.statusCode).toBe(413);
    expect((response.json() as ErrorEnvelope).code).toBe('PAYLOAD_TOO_LARGE');
  });
});
