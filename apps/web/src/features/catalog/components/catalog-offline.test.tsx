import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFacets, buildItems } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

afterEach(() => onlineManager.setOnline(true));

describe('/items offline', () => {
  it('says there is no connection instead of skeletons, and loads when it returns', async () => {
    server.use(mockApi.items(buildItems(3)), mockApi.itemFacets(buildFacets({ total: 3 })));
    onlineManager.setOnline(false);
    renderApp({ route: '/items' });

    expect(
      await screen.findByText('Нет подключения к интернету', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Покажем товары, как только связь вернётся.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText('Нет подключения к интернету')).not.toBeInTheDocument();
  });
});
