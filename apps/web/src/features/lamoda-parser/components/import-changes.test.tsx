import { screen, within } from '@testing-library/react';
import type { ImportChange } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildTaskResult } from '@/testing/dashboard-factories';
import { renderWithProviders } from '@/testing/render-app';
import { TaskResultView } from './task-result';

const change = (overrides: Partial<ImportChange>): ImportChange => ({
  sku: `SKU${Math.random().toString(36).slice(2, 8)}`,
  item_id: 7,
  name: 'Кеды Superstar',
  outcome: 'updated',
  ...overrides,
});

describe('the result card’s list of catalogue changes', () => {
  it('lists each item with what changed, and why an item was skipped', async () => {
    const { user } = renderWithProviders(
      <TaskResultView
        result={buildTaskResult({
          imported: { created: 1, updated: 2 },
          changes: [
            change({ name: 'Новые кеды', outcome: 'created' }),
            change({
              name: 'Кеды Superstar',
              price: { from: 14250, to: 12990 },
              stock: { from: 0, to: 12 },
              pictures: { added: 2, removed: 1 },
              fields: ['description', 'compare_at_price'],
            }),
            change({ name: 'Рубашка', outcome: 'unchanged' }),
            change({
              name: 'Свитер',
              outcome: 'skipped',
              reason: 'other_domain',
              source_domain: 'lamoda.ru',
            }),
          ],
        })}
      />,
    );
    const toggle = await screen.findByRole('button', { name: /Что изменилось в каталоге \(4\)/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByTestId('import-changes');
    const line = (name: string) => within(list).getByText(name).closest('li')!;
    expect(line('Новые кеды')).toHaveTextContent('новый');
    const updated = line('Кеды Superstar');
    expect(updated).toHaveTextContent('обновлён');
    expect(updated.textContent!.replace(/\s/g, ' ')).toMatch(/цена 14 250 ₸ → 12 990 ₸/);
    expect(updated).toHaveTextContent('остаток 0 → 12');
    expect(updated).toHaveTextContent('фото: +2 / −1');
    expect(updated).toHaveTextContent('поля: описание, старая цена');
    expect(line('Рубашка')).toHaveTextContent('без изменений');
    expect(line('Свитер')).toHaveTextContent('пропущен');
    expect(line('Свитер')).toHaveTextContent('уже импортирован с lamoda.ru');
    expect(within(updated).getByRole('link', { name: 'Кеды Superstar' })).toHaveAttribute(
      'href',
      '/items/7',
    );
  });

  it('shows the first 50 and counts the rest; no list without changes', async () => {
    const many = Array.from({ length: 53 }, (_, i) =>
      change({ sku: `S${i}`, name: `Товар ${i}`, outcome: 'created' }),
    );
    const { user, unmount } = renderWithProviders(
      <TaskResultView result={buildTaskResult({ changes: many })} />,
    );
    await user.click(await screen.findByRole('button', { name: /\(53\)/ }));
    expect(within(screen.getByTestId('import-changes')).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('И ещё 3 товаров')).toBeInTheDocument();
    unmount();
    renderWithProviders(<TaskResultView result={buildTaskResult()} />);
    await screen.findByText(/Найдено/);
    expect(screen.queryByRole('button', { name: /Что изменилось/ })).not.toBeInTheDocument();
  });
});
