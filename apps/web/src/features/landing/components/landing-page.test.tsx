import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Outfit } from '@shop/contract';
import { buildOutfits, buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const HEADLINE = 'Стиль, который говорит за вас';

/** The landing section titled by `title` (sections without a landmark name included). */
async function sectionOf(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest('section') as HTMLElement;
}

describe('landing hero', () => {
  it('shows the badge, the headline, the lead and the picture, under the headline as tab title', async () => {
    renderApp({ route: '/' });
    const hero = await sectionOf(HEADLINE);
    expect(within(hero).getByRole('heading', { level: 1 })).toHaveTextContent(HEADLINE);
    expect(within(hero).getByText('Новая коллекция уже здесь')).toBeInTheDocument();
    expect(
      within(hero).getByText(/^Собирайте уникальные образы из качественной одежды/),
    ).toBeInTheDocument();
    expect(
      within(hero).getByRole('img', { name: 'Иллюстрация: манекен в пиджаке и платье миди' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${HEADLINE} — VESTA`));
  });

  it('«Начать покупки» opens the catalogue, «Войти в аккаунт» the sign-in', async () => {
    const { router, user } = renderApp({ route: '/' });
    const hero = await sectionOf(HEADLINE);
    expect(within(hero).getByRole('link', { name: 'Начать покупки' })).toHaveAttribute(
      'href',
      '/items',
    );
    await user.click(within(hero).getByRole('link', { name: 'Войти в аккаунт' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('landing categories', () => {
  it('lead a guest straight into the catalogue, filtered', async () => {
    renderApp({ route: '/' });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    expect(within(categories).getByText('Найдите вещи для любого случая')).toBeInTheDocument();
    const tiles = [
      ['Для женщин', 'Платья, юбки, обувь, сумки и ароматы', '/items?gender=women'],
      ['Для мужчин', 'Пиджаки, рубашки, деним, обувь и ароматы', '/items?gender=men'],
      ['Аксессуары', 'Сумки, ремни, шарфы и очки', '/items?category=accessory'],
    ] as const;
    const links = within(categories).getAllByRole('link');
    expect(links).toHaveLength(3);
    tiles.forEach(([title, text, href], index) => {
      expect(links[index]).toHaveTextContent(title);
      expect(links[index]).toHaveTextContent(text);
      expect(links[index]).toHaveTextContent('Смотреть');
      expect(links[index]).toHaveAttribute('href', href);
    });
  });

  it('open the catalogue for men on a click', async () => {
    const { router, user } = renderApp({ route: '/' });
    const categories = await screen.findByRole('region', { name: 'Категории' });
    await user.click(within(categories).getByRole('link', { name: /Для мужчин/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/items'));
    expect(router.state.location.search).toBe('?gender=men');
  });
});

describe('landing promises, partners and closing banner', () => {
  it('gives three reasons to choose the shop', async () => {
    renderApp({ route: '/' });
    const promises = await screen.findByRole('region', { name: 'Почему выбирают VESTA' });
    expect(
      within(promises)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Уникальные образы', 'Качественная одежда', 'Ваш гардероб под рукой']);
    expect(
      within(promises).getByText(/^Избранное, корзина и история просмотров сохраняются/),
    ).toBeInTheDocument();
  });

  it('names each partner once to assistive technology, though the strip draws them twice', async () => {
    renderApp({ route: '/' });
    const partners = await screen.findByRole('region', { name: 'Наши партнёры' });
    expect(
      within(partners).getByText('Коллекции из лучших торговых центров Алматы'),
    ).toBeInTheDocument();
    expect(within(partners).getAllByRole('listitem')).toHaveLength(5);
    expect(within(partners).getAllByRole('listitem', { hidden: true })).toHaveLength(10);
  });

  it('closes with «Готовы обновить гардероб?» and the same two ways in', async () => {
    renderApp({ route: '/' });
    const banner = await sectionOf('Готовы обновить гардероб?');
    expect(
      within(banner).getByText(
        'Создайте аккаунт за минуту — и соберите свой первый образ уже сегодня.',
      ),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Начать покупки' })).toHaveAttribute(
      'href',
      '/items',
    );
    expect(within(banner).getByRole('link', { name: 'Войти в аккаунт' })).toHaveAttribute(
      'href',
      '/login',
    );
  });
});

describe('landing «Образы покупателей»', () => {
  it('asks for outfits only once the visitor scrolls near, then shows them with their lead', async () => {
    const io = mockIntersectionObserver();
    let asked = 0;
    server.use(
      mockApi.outfits(() => {
        asked += 1;
        return buildOutfits(2);
      }),
    );
    renderApp({ route: '/' });
    await screen.findByRole('region', { name: 'Категории' });
    const spot = await waitFor(() => {
      const found = [...document.querySelectorAll('[aria-hidden]')].find(io.isObserved);
      expect(found).toBeDefined();
      return found!;
    });
    expect(asked).toBe(0);
    expect(screen.queryByRole('region', { name: 'Образы покупателей' })).not.toBeInTheDocument();

    io.reveal(spot);
    const section = await screen.findByRole('region', { name: 'Образы покупателей' });
    expect(await within(section).findAllByRole('article')).toHaveLength(2);
    expect(
      within(section).getByText(
        'Собраны в конструкторе из вещей каталога — соберите свой и примерьте на своё фото',
      ),
    ).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it.each<[string, () => Response]>([
    ['no outfits yet', () => HttpResponse.json<Outfit[]>([])],
    [
      'outfits that cannot be loaded',
      () => errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
    ],
  ])('is left out, quietly, with %s', async (_case, answer) => {
    let asked = false;
    server.use(
      http.get('*/api/outfits/', () => {
        asked = true;
        return answer();
      }),
    );
    renderApp({ route: '/' });
    await screen.findByRole('region', { name: 'Категории' });
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Образы покупателей' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: 'Готовы обновить гардероб?' })).toBeInTheDocument();
    expect(screen.queryByText('Что-то пошло не так. Попробуйте ещё раз')).not.toBeInTheDocument();
  });
});

describe('a signed-in visitor on the landing', () => {
  it('is taken to /home and greeted there', async () => {
    const { router } = renderApp({ route: '/', user: buildUser({ first_name: 'Мадина' }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Привет, Мадина!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('heading', { name: HEADLINE })).not.toBeInTheDocument();
  });
});
