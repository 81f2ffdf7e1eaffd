import { configure, screen, waitFor, within } from '@testing-library/react';
import type { CsvImportPreview, CsvImportResult, CsvLine } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildManagedItem } from '@/testing/admin-factories';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { MOBILE_WIDTH } from '@/testing/setup';

// Admin pages are heavy for jsdom: on a busy machine a first render can take over a second.
configure({ asyncUtilTimeout: 4000 });

const line = (values: Partial<CsvLine> & Pick<CsvLine, 'line' | 'action'>): CsvLine => ({
  item_id: 7,
  name: 'Тренч',
  sku: `TR-${values.line}`,
  changes: [],
  errors: [],
  ...values,
});

const priceChange = line({
  line: 2,
  action: 'update',
  changes: [{ field: 'price', column: 'Цена', before: '45990', after: '39990,50' }],
});
const unchanged = line({ line: 3, action: 'unchanged', name: 'Шарф' });
const broken = line({
  line: 4,
  action: 'error',
  name: 'Кеды',
  errors: [{ column: 'Категория', reason: 'unknown_category' }],
});

function previewOf(lines: CsvLine[]): CsvImportPreview {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const l of lines) counts[l.action] += 1;
  return { counts, lines };
}

async function openAndChoose(preview: CsvImportPreview, width?: number) {
  server.use(
    mockApi.managedItems([buildManagedItem({ id: 7, name: 'Тренч' })]),
    http.post('*/api/admin/items/import/preview', () =>
      HttpResponse.json<CsvImportPreview>(preview),
    ),
  );
  const { user } = renderApp({ route: '/admin/items', user: buildAdmin(), width });
  // The admin area loads on first use: the first test of the file waits for it.
  const button = await screen.findByRole('button', { name: 'Загрузить CSV' }, { timeout: 15000 });
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Загрузка вещей из CSV' });
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, new File(['ID товара;Название\r\n'], 'items.csv', { type: 'text/csv' }));
  await within(dialog).findByTestId('csv-import-counts');
  return { user, dialog };
}

describe('the product CSV import dialog', () => {
  it('shows the counts, the changed fields and the errors by line and column; no apply while errors', async () => {
    const { dialog } = await openAndChoose(previewOf([priceChange, unchanged, broken]));
    expect(within(dialog).getByTestId('csv-import-counts')).toHaveTextContent(
      'Новых: 0, изменится: 1, без изменений: 1, ошибок: 1',
    );
    const table = within(dialog).getByRole('table');
    const row = (name: string) => within(table).getByText(name, { exact: false }).closest('tr')!;
    expect(row('Тренч')).toHaveTextContent('Цена: 45990 → 39990,50');
    expect(within(row('Тренч')).getByText('39990,50').tagName).toBe('MARK');
    expect(row('Кеды')).toHaveTextContent('Категория: неизвестная категория');
    // Unchanged lines wait behind the switch.
    expect(within(table).queryByText('Шарф', { exact: false })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Применить' })).toBeDisabled();
    expect(within(dialog).getByText(/Исправьте строки с ошибками/)).toBeInTheDocument();
  });

  it('applies a clean file, says in the dialog what it did, line by line, and reloads the list', async () => {
    let listed = 0;
    const { user, dialog } = await openAndChoose(previewOf([priceChange, unchanged]));
    server.use(
      mockApi.managedItems(() => {
        listed += 1;
        return [buildManagedItem({ id: 7, name: 'Тренч', price: 39990.5 })];
      }),
      http.post('*/api/admin/items/import/apply', () =>
        HttpResponse.json<CsvImportResult>({
          counts: { create: 0, update: 1, unchanged: 1, error: 0 },
          items_created: 0,
          items_updated: 1,
        }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    const notice = await within(dialog).findByTestId('csv-import-applied');
    expect(notice).toHaveTextContent('Изменения применены');
    expect(notice).toHaveTextContent('Загружено: новых вещей 0, изменено 1');
    expect(within(dialog).getByRole('table')).toHaveTextContent('Цена: 45990 → 39990,50');
    expect(within(dialog).getByRole('table')).toHaveTextContent('Что изменено');
    expect(within(dialog).getByText('Изменена')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Применить' })).toBeNull();
    await waitFor(() => expect(listed).toBeGreaterThan(0));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Загрузка вещей из CSV' })).toBeNull(),
    );
  });

  it('counts the pictures of a line instead of listing their addresses', async () => {
    const pictures = line({
      line: 5,
      action: 'update',
      changes: [
        {
          field: 'pictures',
          column: 'Фото',
          before: '/uploads/a.webp /uploads/b.webp',
          after: '/uploads/b.webp /uploads/a.webp',
        },
        { field: 'description', column: 'Описание', before: 'Тёплый.', after: 'Тёплый кардиган.' },
      ],
    });
    const { dialog } = await openAndChoose(previewOf([pictures]));
    const row = within(within(dialog).getByRole('table'))
      .getByText('Тренч', { exact: false })
      .closest('tr')!;
    expect(row).toHaveTextContent('Фото: 2 → 2 (другой порядок)');
    expect(row).toHaveTextContent('Описание: Тёплый. → Тёплый кардиган.');
  });

  it('shows the lines as cards on a phone', async () => {
    const { dialog } = await openAndChoose(previewOf([priceChange, broken]), MOBILE_WIDTH);
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByText('Строка 4 · TR-4')).toBeInTheDocument();
    expect(within(dialog).getByText(/неизвестная категория/)).toBeInTheDocument();
  });
});
