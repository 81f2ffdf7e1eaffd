import { STORAGE_KEYS, type ItemDetail } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildComment,
  buildItem,
  buildItemDetail,
  buildUser,
  buildVariant,
} from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { displayedPrice } from '../item-price';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

function serveItem(item: ItemDetail, similar = [buildItem({ name: 'Похожие кеды' })]) {
  server.use(
    mockApi.item(item),
    mockApi.similarItems(item.id, similar),
    mockApi.comments(item.id, []),
  );
}

const sneakers = () =>
  buildItemDetail({
    id: 77,
    name: 'Кроссовки Air Zoom',
    brand: 'Nike',
    price: 30000,
    rating_avg: 4.5,
    rating_count: 3,
    description: 'Лёгкие и мягкие.',
    color: 'белый',
    style: 'Спортивный',
    collection: 'Весна–Лето 2026',
    article: 'NK-77',
    image_url: '/uploads/items/77-a.webp',
    image_urls: ['/uploads/items/77-a.webp', '/uploads/items/77-b.webp'],
    images: [
      { id: 1, image_url: '/uploads/items/77-a.webp' },
      { id: 2, image_url: '/uploads/items/77-b.webp' },
      { id: 3, image_url: '/uploads/items/77-c.webp' },
    ],
    variants: [
      buildVariant({ id: 1, size: '41', color: 'белый', price: 28000, stock: 2 }),
      buildVariant({ id: 2, size: '42', color: 'белый', price: 31000, stock: 5 }),
      buildVariant({ id: 3, size: '43', color: 'белый', price: 31000, stock: 0 }),
    ],
  });

const price = () => plain(screen.getByTestId('item-price').textContent);
const quantity = () => screen.getByRole('textbox', { name: 'Количество' });

describe('/items/{id}', () => {
  it('shows the item: pictures, brand, name, rating, description and details, similar items', async () => {
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Кроссовки Air Zoom' }),
    ).toBeVisible();
    expect(screen.getByText('Nike')).toBeInTheDocument();
    expect(screen.getByText('3 отзыва')).toHaveAttribute('href', '#reviews');
    expect(screen.getByLabelText('Средняя оценка 4,5 из 5')).toBeInTheDocument();
    expect(screen.getByText('Лёгкие и мягкие.')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Артикул NK-77' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Коллекция Весна–Лето 2026' })).toBeInTheDocument();

    const gallery = screen.getByRole('region', { name: 'Фотографии товара' });
    const origin = window.location.origin;
    expect(within(gallery).getByRole('img')).toHaveAttribute(
      'src',
      `${origin}/uploads/items/77-a.webp`,
    );
    expect(within(gallery).getByText('1 из 3')).toBeInTheDocument();
    await user.click(within(gallery).getByRole('button', { name: 'Следующее фото' }));
    expect(within(gallery).getByRole('img')).toHaveAttribute(
      'src',
      `${origin}/uploads/items/77-b.webp`,
    );
    await user.click(within(gallery).getByRole('button', { name: 'Предыдущее фото' }));
    await user.click(within(gallery).getByRole('button', { name: 'Предыдущее фото' }));
    expect(within(gallery).getByText('3 из 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать фото 2' }));
    expect(within(gallery).getByText('2 из 3')).toBeInTheDocument();

    const similar = await screen.findByRole('region', { name: 'Похожие товары' });
    expect(within(similar).getByRole('article', { name: 'Похожие кеды' })).toBeInTheDocument();
  });

  it('disables a variant that is out of stock and labels it «Нет в наличии»', async () => {
    serveItem(sneakers());
    renderApp({ route: '/items/77' });
    const soldOut = await screen.findByRole('button', { name: /43/ });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('Нет в наличии');
    expect(screen.getByRole('button', { name: '41' })).toBeEnabled();
  });

  it('shows the lowest variant price, then the chosen variant’s price', async () => {
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77' });
    await screen.findByRole('heading', { level: 1, name: 'Кроссовки Air Zoom' });
    expect(price()).toBe('от 28 000 ₸');
    await user.click(screen.getByRole('button', { name: '42' }));
    expect(price()).toBe('31 000 ₸');
    await user.click(screen.getByRole('button', { name: '41' }));
    expect(price()).toBe('28 000 ₸');
  });

  it('keeps add to cart disabled until a variant is chosen; quantity runs 1…stock and resets', async () => {
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77' });
    const add = await screen.findByRole('button', { name: 'Добавить в корзину' });
    expect(add).toBeDisabled();
    expect(quantity()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '42' }));
    expect(add).toBeEnabled();
    expect(quantity()).toHaveValue('1');
    const plus = screen.getByRole('button', { name: 'Увеличить количество' });
    const minus = screen.getByRole('button', { name: 'Уменьшить количество' });
    expect(minus).toBeDisabled();
    for (let i = 0; i < 6; i += 1) if (!plus.hasAttribute('disabled')) await user.click(plus);
    expect(quantity()).toHaveValue('5');
    expect(plus).toBeDisabled();

    // Another variant: back to 1, and its stock (2) is the new ceiling.
    await user.click(screen.getByRole('button', { name: '41' }));
    expect(quantity()).toHaveValue('1');
    await user.click(plus);
    expect(quantity()).toHaveValue('2');
    expect(plus).toBeDisabled();
  });

  it('lets the quantity be typed whole, then brings it down to the stock and says why', async () => {
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77' });
    await user.click(await screen.findByRole('button', { name: '42' }));
    await user.clear(quantity());
    await user.type(quantity(), '20');
    // Every keystroke stays while typing (20 with 5 in stock used to give 2)…
    expect(quantity()).toHaveValue('20');
    expect(screen.queryByText('В наличии только 5 шт.')).not.toBeInTheDocument();
    // …and leaving the field brings it to the stock, with the reason.
    await user.tab();
    expect(quantity()).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('В наличии только 5 шт.');

    // Adding takes the settled quantity; + and − clear the note.
    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(quantity()).toHaveValue('4');
    expect(screen.queryByText('В наличии только 5 шт.')).not.toBeInTheDocument();
    await user.clear(quantity());
    await user.type(quantity(), '0{Enter}');
    expect(quantity()).toHaveValue('1');
  });

  it('a guest adds to the local cart (`cart` in localStorage) and sees «Товар добавлен в корзину»', async () => {
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77' });
    await user.click(await screen.findByRole('button', { name: '42' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as {
      id: number;
      item_id: number;
      quantity: number;
    }[];
    expect(cart).toEqual([expect.objectContaining({ id: 2, item_id: 77, quantity: 2 })]);
  });

  it('a signed-in user adds through the server cart', async () => {
    const { http, HttpResponse } = await import('msw');
    let added: { variant: string | undefined; qty: string | null } | null = null;
    server.use(
      http.post('*/api/cart/:variantId', ({ params, request }) => {
        added = {
          variant: String(params.variantId),
          qty: new URL(request.url).searchParams.get('qty'),
        };
        return HttpResponse.json([]);
      }),
    );
    serveItem(sneakers());
    const { user } = renderApp({ route: '/items/77', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: '41' }));
    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    expect(added).toEqual({ variant: '1', qty: '1' });
  });

  it('chooses the only variant of a one-size item by itself', async () => {
    serveItem(
      buildItemDetail({
        id: 78,
        name: 'Парфюм',
        price: 19990,
        variants: [buildVariant({ id: 9, size: null, color: null, price: null, stock: 3 })],
      }),
    );
    renderApp({ route: '/items/78' });
    expect(await screen.findByRole('button', { name: 'Добавить в корзину' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Один размер' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(price()).toBe('19 990 ₸');
  });

  it('shows «Товар не найден» with a link back for a missing item', async () => {
    server.use(mockApi.itemNotFound(999999));
    renderApp({ route: '/items/999999' });
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
    // No 'Ошибка' toast on top of the page's own message.
    expect(screen.queryByText('Ошибка')).not.toBeInTheDocument();
  });

  it('shows «Товар не найден» for an id that cannot exist, without asking the server', async () => {
    renderApp({ route: '/items/abc' });
    expect(await screen.findByRole('heading', { name: 'Товар не найден' })).toBeInTheDocument();
  });

  it('shows the reviews under the item', async () => {
    const item = sneakers();
    server.use(
      mockApi.item(item),
      mockApi.similarItems(item.id, []),
      mockApi.comments(item.id, [buildComment({ user_name: 'Айгерим', content: 'Удобные!' })]),
    );
    renderApp({ route: '/items/77' });
    const reviews = await screen.findByRole('region', { name: /Отзывы/ });
    expect(await within(reviews).findByText('Удобные!')).toBeInTheDocument();
    expect(
      within(reviews).getByRole('link', { name: 'Войдите, чтобы оставить отзыв' }),
    ).toHaveAttribute('href', '/login');
  });
});

describe('displayedPrice (000 §4)', () => {
  const v = (price: number | null) => buildVariant({ price });
  it('is the chosen variant’s price, else the lowest variant price, else the item price', () => {
    const item = { price: 500, variants: [v(300), v(200), v(null)] };
    expect(displayedPrice(item, item.variants[0]!)).toEqual({ amount: 300, from: false });
    expect(displayedPrice(item, null)).toEqual({ amount: 200, from: true });
    expect(displayedPrice({ price: 500, variants: [v(200), v(200)] }, null)).toEqual({
      amount: 200,
      from: false,
    });
    expect(displayedPrice({ price: 500, variants: [v(null)] }, null)).toEqual({
      amount: 500,
      from: false,
    });
    expect(displayedPrice({ price: 500, variants: [] }, null)).toEqual({
      amount: 500,
      from: false,
    });
  });
});
