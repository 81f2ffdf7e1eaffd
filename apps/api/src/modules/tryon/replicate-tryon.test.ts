import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeReplicate } from '../../test/fake-replicate';
import { createHostedClient } from './hosted-tryon';
import { createReplicateTryOn } from './replicate-tryon';

const TOKEN = 'r8_unit_token';
const VERSION = 'ab12'.padEnd(64, '0');

const picture = (colour: string) =>
  sharp({ create: { width: 96, height: 128, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe('the Replicate adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeReplicate>>;
  beforeAll(async () => {
    fake = await startFakeReplicate({ token: TOKEN, version: VERSION });
  });
  afterAll(() => fake.close());

  it('cancels the prediction at the service when the task is aborted', async () => {
    fake.hold(0);
    const tryOn = createReplicateTryOn({
      REPLICATE_API_URL: fake.url,
      REPLICATE_API_TOKEN: TOKEN,
      REPLICATE_MODEL_VERSION: VERSION,
      TRYON_RESULT_HOSTS: undefined,
      TRYON_POLL_MS: 10,
      TRYON_TIMEOUT_MS: 60_000,
    });
    const abort = new AbortController();
    const outcome = tryOn(
      await picture('#ddccbb'),
      [{ slot: 'top', picture: await picture('#2244aa') }],
      {
        signal: abort.signal,
      },
    );
    await vi.waitFor(() => expect(fake.predictions[0]?.polls).toBeGreaterThan(0));
    abort.abort();
    expect(await outcome).toEqual({ ok: false, message: { code: 'hosted_cancelled' } });
    expect(fake.predictions).toHaveLength(1);
    expect(fake.predictions[0]!.canceled).toBe(true);
  });
});

describe('where a hosted result may come from', () => {
  const client = (apiUrl: string, resultDomains: string[], resultHosts?: string) =>
    createHostedClient({
      apiUrl,
      token: 't',
      resultDomains,
      resultHosts,
      pollMs: 10,
      timeoutMs: 10,
    });

  it('Replicate’s file domain and its subdomains over https, the API origin, and listed hosts only', () => {
    const replicate = client('https://api.replicate.com', ['replicate.delivery'], 'cdn.example.kz');
    const allowed = (address: string) => replicate.mayServeResult(new URL(address));
    expect(allowed('https://replicate.delivery/xezq/abc/output.png')).toBe(true);
    expect(allowed('https://pbxt.replicate.delivery/abc/output.png')).toBe(true);
    expect(allowed('https://api.replicate.com/v1/files/abc')).toBe(true);
    expect(allowed('https://cdn.example.kz/out.png')).toBe(true);
    expect(allowed('http://replicate.delivery/abc/output.png')).toBe(false);
    expect(allowed('https://evilreplicate.delivery/abc.png')).toBe(false);
    expect(allowed('https://replicate.delivery.evil.example/abc.png')).toBe(false);
    expect(allowed('https://sub.cdn.example.kz/out.png')).toBe(false);
    // Without a file domain (a stand-in in place of Replicate), only the API origin itself.
    const local = client('http://127.0.0.1:9/', []);
    expect(local.mayServeResult(new URL('https://replicate.delivery/abc/output.png'))).toBe(false);
    expect(local.mayServeResult(new URL('http://127.0.0.1:9/delivery/a/output.png'))).toBe(true);
  });
});
