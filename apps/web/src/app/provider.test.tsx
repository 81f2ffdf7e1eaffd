import { notifications } from '@mantine/notifications';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { buildFacets, buildItems } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('Mantine’s ✕ buttons have names', () => {
  it('the filter drawer’s and a notification’s ✕ say «Закрыть», and «Close» in English', async () => {
    server.use(mockApi.items(buildItems(2)), mockApi.itemFacets(buildFacets({ total: 2 })));
    const { user } = renderApp({ route: '/items' });
    await user.click(await screen.findByRole('button', { name: /Фильтры/ }, { timeout: 10_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    expect(within(drawer).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();

    act(() => void notifications.show({ id: 'named-close', message: 'Товар добавлен в корзину' }));
    const toast = (await screen.findByText('Товар добавлен в корзину')).closest(
      '.mantine-Notification-root',
    ) as HTMLElement;
    expect(within(toast).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(await within(toast).findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
