import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  buildWardrobeItem,
  buildWardrobeList,
  buildWardrobeStats,
} from '@/testing/wardrobe-factories';
import { todayIso } from '../wardrobe-labels';

const plain = (value: string | null | undefined) => (value ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('/wardrobe/stats', () => {
  it('shows the figures, the slots and colours, the most and least worn and the idle pieces', async () => {
    const worn = buildWardrobeItem({ id: 1, name: 'Белая рубашка', times_worn: 9 });
    const idle = buildWardrobeItem({ id: 2, name: 'Вечернее платье', kind: 'dress' });
    server.use(
      mockApi.wardrobeStats(
        buildWardrobeStats({
          count: 2,
          value: 45000,
          by_slot: [{ slot: 'top', count: 2, value: 45000 }],
          by_color: [{ color: 'белый', count: 1 }],
          most_worn: [worn],
          least_worn: [idle],
          idle: [idle],
          idle_count: 1,
          wears_last_30_days: 6,
        }),
      ),
    );
    renderApp({ route: '/wardrobe/stats', user: buildUser() });
    expect(
      await screen.findByRole('heading', { name: 'Статистика гардероба', level: 1 }),
    ).toBeInTheDocument();
    expect(plain((await screen.findByRole('group', { name: 'Стоимость' })).textContent)).toContain(
      '45 000 ₸',
    );
    expect(screen.getByRole('group', { name: 'Выходов за 30 дней' })).toHaveTextContent('6');
    const bySlot = screen.getByRole('region', { name: 'По разделам' });
    expect(plain(within(bySlot).getByText(/2 вещи/).textContent)).toBe('2 вещи · 45 000 ₸');
    expect(screen.getByRole('region', { name: 'По цветам' })).toHaveTextContent('белый · 1');
    expect(screen.getByRole('region', { name: 'Чаще всего' })).toHaveTextContent('Белая рубашка');
    const idleSection = screen.getByRole('region', { name: 'Давно не надевали' });
    expect(idleSection).toHaveTextContent('Не надевали 90 дней и дольше');
    expect(idleSection).toHaveTextContent('Вечернее платье');
  });
});

describe('the wear calendar', () => {
  it('marks the days worn and lists a day’s pieces', async () => {
    const shirt = buildWardrobeItem({ id: 5, name: 'Льняная рубашка', times_worn: 1 });
    server.use(
      mockApi.wardrobe(buildWardrobeList([shirt])),
      mockApi.wears([{ date: todayIso(), wardrobe_item_id: 5, outfit_id: null }]),
    );
    const { user } = renderApp({ route: '/wardrobe', user: buildUser() });
    const calendar = await screen.findByRole('region', { name: 'Что надевали' });
    const day = await within(calendar).findByRole('button', { name: /вещей — 1$/ });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(within(calendar).getByRole('button', { name: 'Льняная рубашка' })).toBeInTheDocument();
    await user.click(within(calendar).getByRole('button', { name: 'Льняная рубашка' }));
    expect(await screen.findByRole('dialog', { name: 'Льняная рубашка' })).toBeInTheDocument();
  });
});
