import { configure, screen, within } from '@testing-library/react';
import type { AuditEntry } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { buildAdmin } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

configure({ asyncUtilTimeout: 15_000 });

const TASK = '3c1d5e7f-9a2b-4c4d-8e6f-102030405060';
const entry = (id: string, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-11-29T10:00:00.000Z',
  actor_id: 7,
  actor_email: 'owner@vesta.kz',
  action: 'import.start',
  entity_type: 'import',
  entity_id: null,
  changes: {},
  ...fields,
});
const entries: AuditEntry[] = [
  entry('a5', {
    action: 'backup.restore',
    entity_type: 'backup',
    actor_id: null,
    actor_email: null,
    changes: {
      file: [null, 'vesta-backup-20261128T030000.000Z.tar.gz'],
      snapshot_at: [null, '2026-11-28T03:00:00.000Z'],
    },
  }),
  entry('a4', {
    action: 'backup.delete',
    entity_type: 'backup',
    actor_id: null,
    actor_email: null,
    changes: { file: ['vesta-backup-20261120T030000.000Z.tar.gz', null] },
  }),
  entry('a3', {
    action: 'backup.create',
    entity_type: 'backup',
    changes: {
      file: [null, 'vesta-backup-20261129T095900.000Z.tar.gz'],
      size_bytes: [null, 48213],
    },
  }),
  entry('a2', {
    action: 'import.finish',
    changes: {
      task: [null, TASK],
      query: [null, 'https://www.lamoda.kz/c/17/shoes-women/'],
      domain: [null, 'lamoda.kz'],
      result: [null, 'done'],
      unchanged: [null, 2],
    },
  }),
  entry('a1', {
    changes: {
      task: [null, TASK],
      query: [null, 'https://www.lamoda.kz/c/17/shoes-women/'],
      domain: [null, 'lamoda.kz'],
      limit: [null, 20],
      publish: [null, false],
    },
  }),
];
/** The text as a reader sees it: the grouping space of numbers as a plain one. */
const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

describe('«Журнал изменений»: imports and backups', () => {
  it('says who started an import, with what, how it ended, and what became of the backups', async () => {
    server.use(mockApi.audit({ items: entries, total: entries.length, page: 1 }));
    renderApp({ route: '/admin/audit', user: buildAdmin({ id: 1 }) });
    const table = await screen.findByRole('table', { name: 'Записи журнала изменений' });
    const [restore, removed, made, finished, started] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map(text);
    expect(started).toContain('owner@vesta.kz');
    expect(started).toContain('Запустил импорт с Lamoda');
    expect(started).toContain('Импорт с Lamoda');
    expect(started).toContain('Запрос или раздел: — → https://www.lamoda.kz/c/17/shoes-women/');
    expect(started).toContain('Сайт: — → lamoda.kz');
    expect(started).toContain('Количество товаров: — → 20');
    expect(started).toContain('Сразу публиковать: — → нет');
    expect(finished).toContain('Импорт с Lamoda завершён');
    expect(finished).toContain('Итог: — → Готово');
    expect(finished).toContain('Без изменений: — → 2');
    expect(made).toContain('Создана резервная копия');
    expect(made).toContain('Файл: — → vesta-backup-20261129T095900.000Z.tar.gz');
    expect(made).toContain('Размер, байт: — → 48 213');
    expect(removed).toContain('Автоматически');
    expect(removed).toContain('Удалена резервная копия');
    expect(removed).toContain('Файл: vesta-backup-20261120T030000.000Z.tar.gz → —');
    expect(restore).toContain('Магазин восстановлен из резервной копии');
    expect(restore).toMatch(/Снимок от: — → 28\.11\.2026, \d\d:00/);
  }, 40_000);
});
