import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildOutfits, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

describe('/home «Образы покупателей»', () => {
  it('shows the four newest outfits with a way to all of them', async () => {
    server.use(mockApi.outfits(buildOutfits(6)));
    renderApp({ route: '/home', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Образы покупателей' });
    expect(await within(section).findAllByRole('article')).toHaveLength(4);
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Образ 1', 'Образ 2', 'Образ 3', 'Образ 4']);
    expect(within(section).getByRole('link', { name: 'Все образы' })).toHaveAttribute(
      'href',
      '/outfits',
    );
  });

  it('is not there while the shop has no outfits', async () => {
    renderApp({ route: '/home', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Популярное' })).toBeInTheDocument();
    // Its placeholders go once the empty list has come.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Образы покупателей' })).not.toBeInTheDocument(),
    );
  });
});
