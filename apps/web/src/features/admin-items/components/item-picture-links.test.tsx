import type { ItemDetail } from '@shop/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildItemDetail, buildModerator } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const moderator = buildModerator({ id: 3 });
const MISSING = 'https://pictures.example/missing.jpg';
const GOOD = 'https://pictures.example/good.jpg';

function item(overrides: Partial<ItemDetail> = {}) {
  return buildItemDetail({ id: 40, name: 'Платье миди', owner_id: 3, images: [], ...overrides });
}

function addLink(url: string) {
  fireEvent.change(screen.getByLabelText('Фото по ссылке'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Добавить' }));
}

describe('pictures given by link that fail', () => {
  it('refuses a file named .jpg that is not a picture, by its name', async () => {
    renderApp({ route: '/admin/items/new', user: moderator });
    const page = new File(['<html>a shop page</html>'], 'x.jpg', { type: 'image/jpeg' });
    fireEvent.change(await screen.findByLabelText('Загрузить фотографии'), {
      target: { files: [page] },
    });
    expect(await screen.findByText('Файл «x.jpg» — не изображение')).toBeInTheDocument();
    expect(screen.queryByAltText('x.jpg')).toBeNull();
  });

  it('creates the item, then shows each failed link with its reason on the edit page', async () => {
    const created = item({
      images: [{ id: 1, image_url: '/uploads/items/40-1.webp', color: null }],
    });
    server.use(
      mockApi.createItem(() => ({
        ...created,
        link_failures: [{ path: 'image_urls.0', message: 'no such file', reason: 'not_found' }],
      })),
      mockApi.item(created),
    );
    const { user, router } = renderApp({ route: '/admin/items/new', user: moderator });
    fireEvent.change(await screen.findByLabelText(/^Название/, {}, { timeout: 10_000 }), {
      target: { value: 'Платье миди' },
    });
    addLink(MISSING);
    addLink(GOOD);
    await user.click(screen.getByRole('button', { name: 'Создать' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/items/40/edit'));
    expect(await screen.findByText('По этой ссылке ничего нет (ошибка 404)')).toBeInTheDocument();
    expect(screen.getByTitle(MISSING)).toBeInTheDocument();
    expect(screen.queryByTitle(GOOD)).toBeNull();
  });

  it('keeps a failed link with its reason after an edit’s save, and the stored pictures shown', async () => {
    const stored = item();
    server.use(
      mockApi.item(stored),
      mockApi.addItemImages(40, () => ({
        images: [{ id: 7, image_url: '/uploads/items/40-7.webp', color: null }],
        link_failures: [{ path: 'image_urls.1', message: 'not a picture', reason: 'not_an_image' }],
      })),
    );
    const { user, router } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await screen.findByDisplayValue('Платье миди');
    addLink(GOOD);
    addLink('https://pictures.example/page.jpg');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('По этой ссылке не изображение')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Удалить изображение 1' })).toBeInTheDocument();
    expect(screen.queryByTitle(GOOD)).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/items/40/edit');
  });

  it('names each link when the server could store none of them', async () => {
    server.use(
      mockApi.item(item()),
      mockApi.addItemImages(40, () => ({
        status: 400,
        error: {
          code: 'VALIDATION_FAILED',
          message: 'No picture could be stored',
          details: { fields: [{ path: 'image_urls.0', message: 'down', reason: 'unreachable' }] },
        },
      })),
    );
    const { user } = renderApp({ route: '/admin/items/40/edit', user: moderator });
    await screen.findByDisplayValue('Платье миди');
    addLink(MISSING);
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Сайт по этой ссылке не отвечает')).toBeInTheDocument();
    expect(screen.queryByTestId('form-error')).toBeNull();
  });
});
