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
import { MOBILE_WIDTH } from '@/testing/setup';
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
      { id: 1, image_url: '/uploads/items/77-a.webp', color: null },
      { id: 2, image_url: '/uploads/items/77-b.webp', color: null },
      { id: 3, image_url: '/uploads/items/77-c.webp', color: null },
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

  it('shows «Состав» and the source’s facts in the details, and the brand’s size in brackets', async () => {
    serveItem(
      buildItemDetail({
        id: 78,
        name: 'Джинсы 501 Original',
        composition: 'Хлопок - 100%',
        attributes: [
          { title: 'Сезон', value: 'Мульти' },
          { title: 'Страна производства', value: 'Бангладеш' },
        ],
        variants: [
          buildVariant({ id: 11, size: '46', brand_size: 'W30/L32', stock: 2 }),
          buildVariant({ id: 12, size: '44', brand_size: 'W28/L32', stock: 0 }),
          buildVariant({ id: 13, size: '48', brand_size: null, stock: 1 }),
        ],
      }),
    );
    const { user } = renderApp({ route: '/items/78' });
    expect(await screen.findByRole('row', { name: 'Состав Хлопок - 100%' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Сезон Мульти' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Страна производства Бангладеш' })).toBeInTheDocument();
    const sizes = screen.getByRole('group', { name: 'Размеры' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['44 (W28/L32)Нет в наличии', '46 (W30/L32)', '48']);
    expect(screen.getByText('В скобках — размер бренда')).toBeInTheDocument();
    await user.click(within(sizes).getByRole('button', { name: '46 (W30/L32)' }));
    expect(within(sizes).getByRole('button', { name: '46 (W30/L32)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows no brand size hint when every size is the brand’s own', async () => {
    serveItem(sneakers());
    renderApp({ route: '/items/77' });
    expect(await screen.findByRole('button', { name: '41' })).toBeEnabled();
    expect(screen.queryByText('В скобках — размер бренда')).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Состав/ })).not.toBeInTheDocument();
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

describe('displayedPrice', () => {
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

  it('prices a variant without its own price at the item’s price, as the cart charges it', () => {
    const [s, m, l] = [v(15990), v(null), v(16990)];
    const item = { price: 14990, variants: [s!, m!, l!] };
    expect(displayedPrice(item, null)).toEqual({ amount: 14990, from: true });
    expect(displayedPrice(item, m!)).toEqual({ amount: 14990, from: false });
    expect(displayedPrice(item, s!)).toEqual({ amount: 15990, from: false });
  });
});

/** A shirt sold in two colours, with two pictures of each and one of every colour. */
const shirt = () =>
  buildItemDetail({
    id: 90,
    name: 'Рубашка оверсайз',
    category: 'top',
    gender: 'women',
    color: 'голубой',
    price: 15990,
    image_url: '/uploads/items/blue-1.webp',
    image_urls: [],
    images: [
      { id: 1, image_url: '/uploads/items/blue-1.webp', color: 'голубой' },
      { id: 2, image_url: '/uploads/items/blue-2.webp', color: 'голубой' },
      { id: 3, image_url: '/uploads/items/black-1.webp', color: 'чёрный' },
      { id: 4, image_url: '/uploads/items/black-2.webp', color: 'чёрный' },
      { id: 5, image_url: '/uploads/items/label.webp', color: null },
    ],
    variants: [
      buildVariant({ id: 11, size: 'S', color: 'голубой', price: 15990, stock: 3 }),
      buildVariant({ id: 12, size: 'M', color: 'голубой', price: 15990, stock: 3 }),
      buildVariant({ id: 21, size: 'M', color: 'чёрный', price: 15990, stock: 2 }),
      buildVariant({ id: 22, size: 'L', color: 'чёрный', price: 15990, stock: 0 }),
    ],
  });

const galleryPicture = () =>
  within(screen.getByRole('region', { name: 'Фотографии товара' }))
    .getAllByRole('img')[0]!
    .getAttribute('src');

describe('/items/{id}: colours (decision 028)', () => {
  it('shows the pictures, the sizes and the «Цвет» of the chosen colour, and the cart line keeps its picture', async () => {
    serveItem(shirt());
    const { user } = renderApp({ route: '/items/90' });
    expect(await screen.findByTestId('chosen-color')).toHaveTextContent('Цвет: голубой');
    expect(galleryPicture()).toMatch(/blue-1\.webp$/);
    expect(screen.getByText('1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Цвет голубой' })).toBeInTheDocument();
    const sizes = () =>
      within(screen.getByRole('group', { name: 'Размеры' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(sizes()).toEqual(['S', 'M']);

    await user.click(screen.getByRole('button', { name: 'M' }));
    await user.click(screen.getByRole('button', { name: 'чёрный' }));
    expect(screen.getByTestId('chosen-color')).toHaveTextContent('Цвет: чёрный');
    expect(galleryPicture()).toMatch(/black-1\.webp$/);
    expect(screen.getByText('1 из 3')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Цвет чёрный' })).toBeInTheDocument();
    expect(sizes()).toEqual(['M', 'LНет в наличии']);
    // The same size is kept in the new colour.
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    const cart = JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as {
      id: number;
      color: string;
      image_url: string;
    }[];
    expect(cart).toEqual([
      expect.objectContaining({
        id: 21,
        color: 'чёрный',
        image_url: '/uploads/items/black-1.webp',
      }),
    ]);
  });

  it('shows every picture of an item whose pictures name no colour', async () => {
    serveItem(sneakers());
    renderApp({ route: '/items/77' });
    expect(await screen.findByText('1 из 3')).toBeInTheDocument();
  });
});

describe('/items/{id}: buying on a phone, size guide, delivery, zoom', () => {
  it('keeps the buy button in a bar at the bottom; without a size it asks for one', async () => {
    serveItem(shirt());
    const { user } = renderApp({ route: '/items/90', width: MOBILE_WIDTH });
    const bar = await screen.findByTestId('buy-bar');
    expect(plain(bar.textContent)).toContain('15 990 ₸');
    // One buy button on a phone: the bar's.
    expect(
      screen.getAllByRole('button', { name: /Добавить в корзину|Выбрать размер/ }),
    ).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Выбрать размер' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите размер');
    expect(screen.getByRole('button', { name: 'S' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'S' }));
    await user.click(within(bar).getByRole('button', { name: 'Добавить в корзину' }));
    expect(await screen.findByText('Товар добавлен в корзину')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]')).toEqual([
      expect.objectContaining({ id: 11, quantity: 1 }),
    ]);
  });

  it('opens the size guide of the item’s kind', async () => {
    serveItem(shirt());
    const { user } = renderApp({ route: '/items/90' });
    await user.click(await screen.findByRole('button', { name: 'Таблица размеров' }));
    const dialog = await screen.findByRole('dialog', { name: 'Таблица размеров: одежда' });
    expect(within(dialog).getByRole('columnheader', { name: 'Грудь' })).toBeInTheDocument();
    expect(within(dialog).getByRole('row', { name: 'M 46 90–93 71–74 96–99' })).toBeInTheDocument();
    // The caption explains the table's own columns only: no EU column here, no foot.
    const caption = dialog.querySelector('caption')!.textContent!;
    expect(caption).toContain('INT — международный, RU — российский, обхваты в сантиметрах');
    expect(caption).not.toContain('EU');
  });

  it('has no size guide for a fragrance', async () => {
    serveItem(
      buildItemDetail({
        id: 91,
        category: 'fragrance',
        variants: [buildVariant({ id: 9, size: '50 мл', color: null, stock: 3 })],
      }),
    );
    renderApp({ route: '/items/91' });
    expect(await screen.findByRole('button', { name: '50 мл' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Таблица размеров' })).not.toBeInTheDocument();
  });

  it('says what delivery costs and how long returns take, as the shop’s settings say', async () => {
    server.use(
      mockApi.config({
        delivery: { courier_price: 2000, free_above: 40000, pickup_points: 3 },
        return_days: 21,
      }),
    );
    serveItem(shirt());
    renderApp({ route: '/items/90' });
    const section = await screen.findByRole('region', { name: 'Доставка и возврат' });
    expect(plain(section.textContent)).toContain(
      'Доставка курьером — 2 000 ₸, бесплатно от 40 000 ₸',
    );
    expect(plain(section.textContent)).toContain('Бесплатный самовывоз из 3 пунктов выдачи');
    expect(plain(section.textContent)).toContain('Возврат в течение 21 дня');
  });

  it('opens a picture full screen to zoom in', async () => {
    serveItem(shirt());
    const { user } = renderApp({ route: '/items/90' });
    await user.click(await screen.findByRole('button', { name: 'Увеличить фото 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Рубашка оверсайз' });
    expect(within(viewer).getByTestId('zoom-image').getAttribute('src')).toMatch(/blue-1\.webp$/);
    expect(within(viewer).getByRole('button', { name: 'Приблизить' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Следующее фото' }));
    expect(within(viewer).getByTestId('zoom-image').getAttribute('src')).toMatch(/blue-2\.webp$/);
    await user.click(within(viewer).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog', { name: 'Рубашка оверсайз' })).not.toBeInTheDocument();
  });
});
