import type { LookReason, StylistLook, WardrobeItem } from '@shop/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { buildWardrobeItem, buildWardrobeList } from '@/testing/wardrobe-factories';
import { todayIso } from '../wardrobe-labels';

const shirt = buildWardrobeItem({ id: 11, name: 'Белая рубашка', kind: 'shirt' });
const tee = buildWardrobeItem({ id: 12, name: 'Футболка в полоску' });
const jeans = buildWardrobeItem({ id: 21, name: 'Синие джинсы', slot: 'bottom', kind: 'jeans' });
const loafers = buildWardrobeItem({ id: 31, name: 'Лоферы', slot: 'footwear', kind: 'shoes' });
const bag = buildWardrobeItem({ id: 41, name: 'Сумка', slot: 'accessory', kind: 'bag' });

const own = (piece: WardrobeItem) =>
  ({ slot: piece.slot, source: 'wardrobe', item: piece }) as const;
const lookOf = (reason: LookReason, ...pieces: WardrobeItem[]): StylistLook => ({
  reason,
  items: pieces.map(own),
});

function serve(looks: StylistLook[], whole: WardrobeItem[], asked: URLSearchParams[] = []) {
  server.use(
    mockApi.wardrobe(buildWardrobeList(whole)),
    mockApi.looks((query) => {
      asked.push(query);
      return { looks };
    }),
  );
}

describe('«Что надеть» on /wardrobe', () => {
  it('shows the complete looks from own clothes with their reason, and a piece opens its panel', async () => {
    const asked: URLSearchParams[] = [];
    serve(
      [
        lookOf({ kind: 'neutrals', colors: ['белый', 'синий'] }, shirt, jeans, loafers, bag),
        // No footwear: not a look to go out in.
        lookOf({ kind: 'one_colour' }, tee, jeans),
      ],
      [shirt, tee, jeans, loafers, bag],
      asked,
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Что надеть' });
    const looks = await within(section).findAllByRole('article');
    expect(looks).toHaveLength(1);
    expect(within(looks[0]!).getByText('Белый и синий: спокойное сочетание')).toBeVisible();
    expect(within(looks[0]!).getAllByRole('listitem')).toHaveLength(4);
    expect(asked.some((query) => query.get('from') === 'wardrobe')).toBe(true);
    await user.click(within(looks[0]!).getByRole('button', { name: /Лоферы/ }));
    expect(await screen.findByRole('dialog', { name: 'Лоферы' })).toBeInTheDocument();
  });

  it('marks each piece of a look worn once on a double click and says how many', async () => {
    const worn: [number, string | undefined][] = [];
    serve(
      [lookOf({ kind: 'neutrals', colors: ['белый', 'синий'] }, shirt, jeans, loafers)],
      [shirt, jeans, loafers],
    );
    server.use(...mockApi.worn((id, date) => worn.push([id, date])));
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Что надеть' });
    const [look] = await within(section).findAllByRole('article');
    await user.dblClick(within(look!).getByRole('button', { name: 'Надето сегодня' }));
    expect(await screen.findByText('Отмечено: надеты 3 вещи')).toBeVisible();
    const today = todayIso();
    expect(worn.sort(([a], [b]) => a - b)).toEqual([
      [11, today],
      [21, today],
      [31, today],
    ]);
    expect(await within(look!).findByText('Сегодня надето')).toBeVisible();
    expect(within(look!).queryByRole('button', { name: 'Надето сегодня' })).not.toBeInTheDocument();
    expect(worn).toHaveLength(3);
  });

  it('says plainly when the wardrobe has too little for a look and offers the catalogue', async () => {
    serve([lookOf({ kind: 'one_colour' }, tee, jeans)], [tee, jeans]);
    renderApp({ route: '/wardrobe', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Что надеть' });
    expect(await within(section).findByText('Пока не из чего собрать целый образ')).toBeVisible();
    expect(within(section).getByText(/В гардеробе нет обуви\./)).toBeVisible();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/items',
    );
  });

  it('counts a dress as the bottom it stands for', async () => {
    const dress = buildWardrobeItem({ id: 13, name: 'Платье миди', kind: 'dress' });
    serve([], [dress, bag]);
    renderApp({ route: '/wardrobe', user: buildUser() });
    const section = await screen.findByRole('region', { name: 'Что надеть' });
    expect(await within(section).findByText(/В гардеробе нет обуви\./)).toBeVisible();
    expect(within(section).queryByText(/низа/)).not.toBeInTheDocument();
  });
});
