import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderPage, buildOrderSummary } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const admin = buildAdmin({ id: 1 });

/** What the browser was handed to save: the file's name and its bytes. */
type Saved = { name: string; bytes: Promise<ArrayBuffer> };

let saved: Saved[];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object addresses and no downloads: the test stands in for the browser's.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const address = `blob:test/${blobs.size}`;
        blobs.set(address, blob);
        return address;
      },
      revokeObjectURL: vi.fn(),
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, bytes: blobs.get(this.href)!.arrayBuffer() });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('«Скачать CSV» of the admin lists', () => {
  it('downloads the orders of the filters in the address, under the server’s name', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.manageOrders(() => buildOrderPage([buildOrderSummary({ id: 12 })], 1, 1)),
      mockApi.csvExport('/api/orders/manage/export', 'orders-2026-11-26.csv', (query) => {
        asked.push(query.toString());
        return 'Номер;Статус\r\nV-000012;Новый\r\n';
      }),
    );
    const { user } = renderApp({
      route: '/admin/orders?q=Дана&status=new,confirmed&from=2026-11-01',
      user: admin,
    });
    await screen.findByRole('table', { name: 'Список заказов' });
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([
      new URLSearchParams({
        q: 'Дана',
        status: 'new,confirmed',
        date_from: '2026-11-01',
      }).toString(),
    ]);
    expect(saved[0]!.name).toBe('orders-2026-11-26.csv');
    const bytes = new Uint8Array(await saved[0]!.bytes);
    // The byte order mark Excel needs to read UTF-8 is kept.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.subarray(3))).toBe('Номер;Статус\r\nV-000012;Новый\r\n');
  });

  it('says so when the export is refused, and saves nothing', async () => {
    server.use(
      mockApi.adminUsers([]),
      mockApi.csvExport('/api/users/export', 'customers.csv', () => ({
        status: 403,
        error: { code: 'FORBIDDEN', message: 'Admins only' },
      })),
    );
    const { user } = renderApp({ route: '/admin/users?q=7055551234', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Скачать CSV' }));

    expect(await screen.findByText('Не удалось выгрузить CSV')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
