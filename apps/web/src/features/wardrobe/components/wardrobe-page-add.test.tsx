import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeList } from '@/testing/wardrobe-factories';

describe('/wardrobe?add=1', () => {
  it('opens «Добавить вещь» at once (the outfit builder’s way here)', async () => {
    server.use(mockApi.wardrobe(buildWardrobeList([])));
    renderApp({ route: '/wardrobe?add=1', user: buildUser() });
    expect(await screen.findByRole('dialog', { name: 'Добавить вещь' })).toBeVisible();
  });
});
