import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAdminUser, buildManagedItem } from '@/testing/admin-factories';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { buildOrderPage, buildOrderSummary } from '@/testing/order-factories';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

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

/**
 * Each admin list with a search box and «Скачать CSV»: its address, its box, the handler of its
 * list (told each search it is asked) and its export.
 */
const SEARCHED_LISTS: {
  name: string;
  route: string;
  box: string;
  list: (asked: (q: string) => void) => RequestHandler;
  exportPath: string;
}[] = [
  {
    name: 'orders',
    route: '/admin/orders',
    box: 'Поиск заказа',
    list: (asked) =>
      mockApi.manageOrders((query) => {
        asked(query.get('q') ?? '');
        return buildOrderPage([buildOrderSummary({ id: 12 })], 1, 1);
      }),
    exportPath: '/api/orders/manage/export',
  },
  {
    name: 'customers',
    route: '/admin/users',
    box: 'Поиск по email, имени или телефону',
    list: (asked) =>
      mockApi.adminUsers((query) => {
        asked(query.get('q') ?? '');
        return [buildAdminUser({ id: 7 })];
      }),
    exportPath: '/api/users/export',
  },
  {
    name: 'items',
    route: '/admin/items',
    box: 'Поиск по названию или бренду',
    list: (asked) =>
      mockApi.managedItems((query) => {
        asked(query.get('q') ?? '');
        return [buildManagedItem({ id: 3 })];
      }),
    exportPath: '/api/items/manage/export',
  },
];

describe('«Скачать CSV» pressed right after typing a search', () => {
  it.each(SEARCHED_LISTS)(
    'exports the $name of the whole typed text, which the list then searches too',
    async ({ route, box: label, list, exportPath }) => {
      const listed: string[] = [];
      const exported: string[] = [];
      server.use(
        list((q) => listed.push(q)),
        mockApi.csvExport(exportPath, 'list.csv', (query) => {
          exported.push(query.get('q') ?? '');
          return 'ID\r\n';
        }),
      );
      const { user, router } = renderApp({ route, user: admin });
      const box = await screen.findByRole('searchbox', { name: label });
      await waitFor(() => expect(listed).toEqual(['']));

      // Typing pauses once: the list searches what is typed so far, a prefix of the name.
      await user.type(box, 'Экспорт');
      await waitFor(() => expect(listed.at(-1)).toBe('Экспорт'));
      // The rest of the name, and the button at once, before typing pauses again.
      await user.type(box, 'ова1764 ');
      await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(exported).toEqual(['Экспортова1764']);
      expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: 'Экспортова1764' })}`);
      await waitFor(() => expect(listed.at(-1)).toBe('Экспортова1764'));
    },
  );

  it('on a phone, keeps what was typed in the «Фильтры» drawer when Escape closes it, and exports it', async () => {
    const exported: string[] = [];
    server.use(
      SEARCHED_LISTS[0]!.list(() => {}),
      mockApi.csvExport('/api/orders/manage/export', 'orders.csv', (query) => {
        exported.push(query.get('q') ?? '');
        return 'Номер\r\n';
      }),
    );
    const { user, router } = renderApp({
      route: '/admin/orders',
      user: admin,
      width: MOBILE_WIDTH,
    });
    await screen.findByRole('list', { name: 'Список заказов' });
    await user.click(screen.getByRole('button', { name: 'Фильтры' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    const box = within(drawer).getByRole('searchbox', { name: 'Поиск заказа' });
    await user.type(box, 'Экспортова1764');
    // Escape closes the drawer; a search box's own Escape (emptying it) is held back there.
    expect(fireEvent.keyDown(box, { key: 'Escape' })).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Фильтры' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Скачать CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exported).toEqual(['Экспортова1764']);
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: 'Экспортова1764' })}`);
  });
});
