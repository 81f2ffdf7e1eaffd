import { PAGE_SIZE, type Outfit } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildOutfit, buildOutfits, buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { mockIntersectionObserver } from '@/testing/intersection-observer';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** Serves the outfit list and records every query. */
function serveOutfits(respond: (query: URLSearchParams) => Outfit[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    mockApi.outfits((query) => {
      requests.push(query);
      return respond(query);
    }),
  );
  return requests;
}

const cards = () => screen.queryAllByRole('article');

describe('/outfits', () => {
  it('shows cards with the cover, name, style and total in ₸, and a create button', async () => {
    serveOutfits(() => [
      buildOutfit({
        id: 4,
        name: 'Городской casual',
        style: 'Уличный',
        total_price: 25980,
        image_url: '/uploads/outfits/4.webp',
      }),
    ]);
    renderApp({ route: '/outfits', user: buildUser() });
    expect(await screen.findByRole('heading', { name: 'Образы', level: 1 })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Городской casual' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/outfits/4');
    expect(within(card).getByRole('img', { name: 'Образ «Городской casual»' })).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/outfits/4.webp`,
    );
    expect(within(card).getByText('Уличный')).toBeInTheDocument();
    expect(within(card).getByText('2 вещи')).toBeInTheDocument();
    expect(within(card).getByText(/^25\s980\s₸$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать образ' })).toHaveAttribute(
      'href',
      '/outfits/new',
    );
  });

  it('falls back to the server’s drawing of the items on the mannequin when a card has no cover', async () => {
    serveOutfits(() => [buildOutfit({ name: 'Без обложки', image_url: null })]);
    renderApp({ route: '/outfits', user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Без обложки' });
    const mannequin = within(card).getByRole('img', { name: 'Образ «Без обложки»' });
    expect(mannequin.querySelector('img[src="/maneken.jpg"]')).not.toBeNull();
    const drawing = mannequin.querySelector('[data-preview="current"]')!;
    expect(drawing.getAttribute('src')).toMatch(/^\/api\/outfits\/preview\?items=\d+,\d+$/);
    // Hidden until it has loaded: the bare mannequin stands in meanwhile.
    expect(drawing).toHaveStyle({ opacity: '0' });
    fireEvent.load(drawing);
    expect(drawing).not.toHaveStyle({ opacity: '0' });
  });

  it('a page of 20 means more: the next loads at the last card; a shorter one ends the list', async () => {
    const io = mockIntersectionObserver();
    const requests = serveOutfits((q) =>
      q.get('page') === '1' ? buildOutfits(PAGE_SIZE) : buildOutfits(3),
    );
    const { queryClient } = renderApp({ route: '/outfits', user: buildUser() });
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(screen.queryByText('Больше образов нет')).not.toBeInTheDocument();
    io.reveal(cards().at(-1)!);
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE + 3));
    expect(await screen.findByText('Больше образов нет')).toBeInTheDocument();
    io.reveal(cards().at(-1)!);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests.map((r) => r.get('page'))).toEqual(['1', '2']);
  });

  it('searches 400 ms after the typing stops, from 2 trimmed characters, again from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = serveOutfits((q) =>
        q.get('q') === 'офис' ? [buildOutfit({ name: 'Офисный' })] : buildOutfits(PAGE_SIZE),
      );
      renderApp({ route: '/outfits', user: buildUser() });
      await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
      const box = screen.getByRole('searchbox', { name: 'Поиск образов' });

      fireEvent.change(box, { target: { value: ' о ' } });
      expect(await screen.findByText('Введите не меньше 2 символов')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(requests.every((r) => !r.has('q'))).toBe(true);

      fireEvent.change(box, { target: { value: ' офис ' } });
      // The render of a full page takes real time, which these timers also count: a margin.
      await act(() => vi.advanceTimersByTimeAsync(300));
      expect(requests.some((r) => r.has('q'))).toBe(false);
      await act(() => vi.advanceTimersByTimeAsync(150));
      expect(await screen.findByRole('article', { name: 'Офисный' })).toBeInTheDocument();
      const searches = requests.filter((r) => r.has('q'));
      expect(searches.map((r) => [r.get('q'), r.get('page')])).toEqual([['офис', '1']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the not-found state for a search without results, with a reset', async () => {
    serveOutfits((q) => (q.has('q') ? [] : buildOutfits(2)));
    const { user } = renderApp({ route: '/outfits', user: buildUser() });
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск образов' }), 'шуба');
    expect(await screen.findByRole('heading', { name: 'Образы не найдены' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сбросить поиск' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Поиск образов' })).toHaveValue('');
  });

  it('offers to build the first outfit when there is none', async () => {
    serveOutfits(() => []);
    renderApp({ route: '/outfits', user: buildUser() });
    expect(await screen.findByText('Пока нет ни одного образа')).toBeInTheDocument();
  });

  it('flips an outfit’s heart at once and back with a toast when the server refuses', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    serveOutfits(() => [buildOutfit({ id: 8, name: 'Вечер', is_favorite: false })]);
    server.use(...mockApi.setOutfitFavoriteFails());
    const { user } = renderApp({ route: '/outfits', user: buildUser() });
    const card = await screen.findByRole('article', { name: 'Вечер' });
    await user.click(within(card).getByRole('button', { name: 'Добавить образ в избранное' }));
    expect(await screen.findByText('Не удалось обновить избранное')).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Добавить образ в избранное' }),
    ).toHaveAttribute('aria-pressed', 'false');
  });
});
