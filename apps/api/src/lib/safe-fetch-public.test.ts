import sharp from 'sharp';
import { MockAgent } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchPublicImage } from './safe-fetch';

/** Public-looking hosts resolved by the test, served by undici's MockAgent: nothing leaves the machine. */
const resolve = async (host: string) =>
  host === 'inside.example'
    ? [{ address: '10.0.0.7', family: 4 }]
    : [{ address: '93.184.215.14', family: 4 }];

let agent: MockAgent;
function mock() {
  agent = new MockAgent();
  agent.disableNetConnect();
  return agent;
}
afterEach(async () => agent?.close());

describe('fetching a picture given by link', () => {
  it('fetches an image from a public host and follows a redirect to another public host', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const dispatcher = mock();
    dispatcher
      .get('https://shop.example')
      .intercept({ path: '/a.png' })
      .reply(302, '', { headers: { location: 'https://cdn.example/b.png' } });
    dispatcher
      .get('https://cdn.example')
      .intercept({ path: '/b.png' })
      .reply(200, png, { headers: { 'content-type': 'image/png' } });
    const image = await fetchPublicImage('https://shop.example/a.png', { resolve, dispatcher });
    expect(image.contentType).toBe('image/png');
    expect(image.data.equals(png)).toBe(true);
  });

  it('refuses private hosts, also behind a redirect, and anything that is not a picture', async () => {
    const dispatcher = mock();
    for (const address of [
      'http://10.1.2.3/x.png',
      'http://inside.example/x.png',
      'https://[fd00::1]/x.png',
      'http://0x7f000001/x.png',
    ])
      await expect(
        fetchPublicImage(address, { resolve, dispatcher }),
        address,
      ).rejects.toMatchObject({ status: 400 });
    for (const address of [
      'file:///etc/passwd',
      'https://user:pw@shop.example/a.png',
      'https://shop.example:8443/a.png',
    ])
      await expect(
        fetchPublicImage(address, { resolve, dispatcher }),
        address,
      ).rejects.toMatchObject({ status: 400 });

    dispatcher
      .get('https://shop.example')
      .intercept({ path: '/moved.png' })
      .reply(301, '', { headers: { location: 'http://inside.example/secret' } });
    await expect(
      fetchPublicImage('https://shop.example/moved.png', { resolve, dispatcher }),
    ).rejects.toMatchObject({ status: 400 });
    dispatcher
      .get('https://shop.example')
      .intercept({ path: '/page' })
      .reply(200, '<html>hi</html>', { headers: { 'content-type': 'image/png' } });
    await expect(
      fetchPublicImage('https://shop.example/page', { resolve, dispatcher }),
    ).rejects.toMatchObject({ status: 415 });
    dispatcher
      .get('https://shop.example')
      .intercept({ path: '/huge.png' })
      .reply(200, Buffer.alloc(2048), { headers: { 'content-length': '2048' } });
    await expect(
      fetchPublicImage('https://shop.example/huge.png', { resolve, dispatcher, maxBytes: 1024 }),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('tells a missing file from a server that fails', async () => {
    const dispatcher = mock();
    dispatcher.get('https://shop.example').intercept({ path: '/gone.png' }).reply(404, 'no');
    dispatcher.get('https://shop.example').intercept({ path: '/broken.png' }).reply(500, 'oops');
    await expect(
      fetchPublicImage('https://shop.example/gone.png', { resolve, dispatcher }),
    ).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await expect(
      fetchPublicImage('https://shop.example/broken.png', { resolve, dispatcher }),
    ).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });
});
