import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';
import { http, HttpResponse } from 'msw';
import { todayIso } from '../wardrobe-labels';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

const coat = buildWardrobeItem({
  id: 1,
  source: 'order',
  item_id: 40,
  order_id: 9,
  name: 'Пальто из шерсти',
  slot: 'top',
  kind: 'coat',
  colors: ['бежевый'],
  price: 60000,
  times_worn: 4,
  last_worn: '2026-11-20',
  cost_per_wear: 15000,
});
const jeans = buildWardrobeItem({
  id: 2,
  slot: 'bottom',
  kind: 'jeans',
  colors: ['синий'],
  price: 20000,
  cost_per_wear: 20000,
});
const wardrobe = [coat, jeans];

describe('/wardrobe', () => {
  it('shows the pieces with the counts per slot, the value and what each was worn', async () => {
    server.use(mockApi.wardrobe(buildWardrobeList(wardrobe)));
    renderApp({ route: '/wardrobe', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Гардероб', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Пальто из шерсти' });
    expect(within(card).getByText('Куплено здесь')).toBeInTheDocument();
    expect(within(card).getByText('Надевали 4 раза')).toBeInTheDocument();
    expect(within(card).getByText('Последний раз 20 ноября')).toBeInTheDocument();
    expect(plain(within(card).getByText(/за выход/).textContent)).toBe('15 000 ₸ за выход');
    // An own garment without a name is called by its kind; it was never worn.
    const own = screen.getByRole('article', { name: 'Джинсы' });
    expect(within(own).queryByText('Куплено здесь')).not.toBeInTheDocument();
    expect(within(own).getByText('Ещё не надевали')).toBeInTheDocument();
    expect(plain(screen.getByTestId('wardrobe-summary').textContent)).toBe(
      '2 вещи · Стоимость гардероба: 80 000 ₸',
    );
    const slots = screen.getByRole('radiogroup', { name: 'Разделы гардероба' });
    expect(within(slots).getByRole('radio', { name: 'Все 2' })).toBeChecked();
    expect(within(slots).getByRole('radio', { name: 'Низ 1' })).toBeInTheDocument();
    expect(within(slots).getByRole('radio', { name: 'Обувь 0' })).toBeInTheDocument();
  });

  it('asks the API again under a slot, a colour, a season and «Давно не надевали»', async () => {
    const asked: string[] = [];
    server.use(
      mockApi.wardrobe((query) => {
        asked.push(query.toString());
        const slot = query.get('slot');
        return buildWardrobeList(
          wardrobe.filter((p) => !slot || p.slot === slot),
          wardrobe,
        );
      }),
    );
    const { user, router } = renderApp({ route: '/wardrobe', user: buildUser() });
    await screen.findByRole('article', { name: 'Джинсы' });
    await user.click(screen.getByRole('radio', { name: 'Низ 1' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Пальто из шерсти' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?slot=bottom');
    await user.click(screen.getByRole('button', { name: 'Цвет: синий' }));
    expect(screen.getByRole('button', { name: 'Цвет: синий' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сезон' }), 'Зима');
    await user.click(screen.getByRole('switch', { name: 'Давно не надевали' }));
    await waitFor(() =>
      expect(asked.at(-1)).toBe(
        `slot=bottom&color=${encodeURIComponent('синий')}&season=winter&idle=true`,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(router.state.location.search).toBe('?slot=bottom'));
  });

  it('explains an empty wardrobe and offers «Добавить вещь» and the catalogue', async () => {
    renderApp({ route: '/wardrobe', user: buildUser() });
    expect(await screen.findByText('Гардероб пока пуст')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
    expect(screen.getAllByRole('button', { name: 'Добавить вещь' }).length).toBeGreaterThan(0);
  });

  it('says when the wardrobe could not load, with a retry', async () => {
    server.use(
      http.get('*/api/wardrobe/items', () =>
        errorResponse(500, { code: 'INTERNAL', message: 'Boom' }),
      ),
    );
    renderApp({ route: '/wardrobe', user: buildUser() });
    expect(await screen.findByText('Не удалось загрузить гардероб')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });
});

describe('a piece’s panel', () => {
  it('saves the changed fields by PATCH and shows a refused field under it', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.wardrobe(buildWardrobeList(wardrobe)),
      mockApi.updatePiece((id, body) => {
        sent.push(body);
        if (sent.length === 1) {
          return {
            status: 400,
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Invalid',
              details: { fields: [{ path: 'brand', message: 'Too long' }] },
            },
          };
        }
        return { ...jeans, id, name: body.name ?? null };
      }),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Джинсы' }));
    const panel = await screen.findByRole('dialog', { name: 'Джинсы' });
    await user.type(within(panel).getByRole('textbox', { name: 'Название' }), 'Любимые джинсы');
    await user.type(within(panel).getByRole('textbox', { name: 'Бренд' }), 'Levi’s');
    // Only the slot's own kinds are offered.
    await user.click(within(panel).getByRole('textbox', { name: 'Вид' }));
    const kinds = await screen.findByRole('listbox');
    expect(
      within(kinds)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Джинсы', 'Брюки', 'Шорты', 'Юбка']);
    await user.keyboard('{Escape}');
    await user.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await within(panel).findByText('Некорректное значение')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Вещь сохранена')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      name: 'Любимые джинсы',
      brand: 'Levi’s',
      slot: 'bottom',
      kind: 'jeans',
      colors: ['синий'],
      seasons: [],
      size: null,
      price: 20000,
      acquired_on: null,
    });
  });

  it('keeps the slot and kind of a catalogue piece as the shop has them', async () => {
    const sent: unknown[] = [];
    server.use(
      mockApi.wardrobe(buildWardrobeList(wardrobe)),
      mockApi.updatePiece((_id, body) => {
        sent.push(body);
        return coat;
      }),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Пальто из шерсти' }));
    const panel = await screen.findByRole('dialog', { name: 'Пальто из шерсти' });
    expect(within(panel).getByRole('textbox', { name: 'Раздел' })).toBeDisabled();
    expect(within(panel).getByRole('link', { name: 'Открыть в каталоге' })).toHaveAttribute(
      'href',
      '/items/40',
    );
    await user.click(within(panel).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('slot');
    expect(sent[0]).not.toHaveProperty('kind');
  });

  it('sends one save for Enter pressed twice before the panel shows it saving', async () => {
    const sent: unknown[] = [];
    const answers: Array<() => void> = [];
    server.use(
      mockApi.wardrobe(buildWardrobeList(wardrobe)),
      http.patch('*/api/wardrobe/items/:id', async ({ request }) => {
        sent.push(await request.json());
        await new Promise<void>((resolve) => answers.push(resolve));
        return HttpResponse.json(jeans);
      }),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Джинсы' }));
    const panel = await screen.findByRole('dialog', { name: 'Джинсы' });
    await user.type(within(panel).getByRole('textbox', { name: 'Название' }), 'Любимые');
    // Both in one tick: the second comes before the button is drawn off.
    const form = within(panel).getByRole('form', { name: 'Сохранить' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent).not.toHaveLength(0));
    answers.forEach((answer) => answer());

    expect(await screen.findByText('Вещь сохранена')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('marks «Надето сегодня» and deletes after a confirmation', async () => {
    const worn: [number, string | undefined, boolean][] = [];
    const deleted: number[] = [];
    server.use(
      mockApi.wardrobe(buildWardrobeList(wardrobe)),
      ...mockApi.worn((id, date, on) => worn.push([id, date, on])),
      mockApi.deletePiece((id) => deleted.push(id)),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    await user.click(await screen.findByRole('button', { name: 'Открыть: Джинсы' }));
    const panel = await screen.findByRole('dialog', { name: 'Джинсы' });
    await user.click(within(panel).getByRole('button', { name: 'Надето сегодня' }));
    await waitFor(() => expect(worn).toEqual([[2, todayIso(), true]]));
    await user.click(within(panel).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить вещь из гардероба?' });
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toEqual([2]));
    expect(await screen.findByText('Вещь удалена из гардероба')).toBeInTheDocument();
  });
});
