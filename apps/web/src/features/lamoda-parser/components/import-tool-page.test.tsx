import {
  IMPORT_COUNTS_NONE,
  type ActiveTask,
  type CatalogStats,
  type CurrencyRate,
  type ImportCounts,
  type ImportStatus,
  type ImportHistoryEntry,
  type TaskResult,
  type TaskState,
  type TaskStatus,
} from '@shop/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildActiveTask,
  buildCatalogStats,
  buildCurrencyRates,
  buildImportHistoryEntry,
  buildParsedProduct,
  buildTaskResult,
  buildTaskStatus,
} from '@/testing/dashboard-factories';
import { buildAdmin } from '@/testing/factories';
import { errorResponse, mockApi } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import {
  LONG_TASK_POLL_INTERVAL_MS,
  TASK_LONG_RUNNING_MS,
  TASK_POLL_INTERVAL_MS,
  UI_REFRESH_MS,
} from '../constants';

const TASK = '11111111-2222-4333-8444-555555555555';
const OTHER = '66666666-7777-4888-8999-000000000000';

interface ToolServer {
  stats: number;
  activeTasks: number;
  status: Record<string, number>;
  result: string[];
  cancelled: string[];
}

/** The import API of a healthy shop; each test overrides what it is about. */
function serveImportTool(
  options: {
    stats?: CatalogStats | (() => CatalogStats | Response);
    active?: ActiveTask[];
    rates?: CurrencyRate[];
    /** The states a task goes through, one per status call; the last one repeats. */
    states?: Record<string, TaskStatus[]>;
    results?: Record<string, TaskResult>;
    history?: ImportHistoryEntry[];
  } = {},
): ToolServer {
  const calls: ToolServer = { stats: 0, activeTasks: 0, status: {}, result: [], cancelled: [] };
  server.use(
    mockApi.catalogStats(() => {
      calls.stats += 1;
      const stats = options.stats ?? buildCatalogStats();
      return typeof stats === 'function' ? stats() : stats;
    }),
    mockApi.activeTasks(() => {
      calls.activeTasks += 1;
      return options.active ?? [];
    }),
    mockApi.currencyRates(options.rates ?? buildCurrencyRates()),
    mockApi.importHistory((page) => ({
      items: page === 1 ? (options.history ?? []) : [],
      total: options.history?.length ?? 0,
      page,
    })),
    mockApi.taskStatus((id) => {
      const n = (calls.status[id] = (calls.status[id] ?? 0) + 1);
      const states = options.states?.[id] ?? [buildTaskStatus(id)];
      return states[Math.min(n, states.length) - 1]!;
    }),
    mockApi.taskResult((id) => {
      calls.result.push(id);
      return options.results?.[id] ?? buildTaskResult();
    }),
  );
  return calls;
}

const DONE: ImportStatus = { code: 'done', found: 8, success: 8, imported: null, skipped: [] };

/** A status's meta: the stage, the percent and the work done so far. */
function meta(stage: ImportStatus, progress: number, counts: Partial<ImportCounts> = {}) {
  return { status: stage, progress, counts: { ...IMPORT_COUNTS_NONE, ...counts } };
}

function status(id: string, state: TaskState, overrides: Partial<TaskStatus> = {}) {
  return buildTaskStatus(id, { state, ...overrides });
}

function toast(title: string, text?: string) {
  return screen
    .queryAllByText(title)
    .map((node) => node.closest('.mantine-Notification-root') as HTMLElement | null)
    .find((root) => root && (!text || within(root).queryByText(text)));
}

const taskCard = (id: string) => screen.queryByRole('article', { name: `Задача ${id}` });

/** Lets the fake clock run `ms` (timers, polls, answers). */
async function pass(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function openTool() {
  const view = renderApp({ route: '/admin/lamoda-parser', user: buildAdmin() });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('heading', { name: 'Парсер Lamoda' });
  return { ...view, user };
}

describe('/admin/lamoda-parser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('system badge and figures', () => {
    it('checks, then says «Система готова» and shows the four stat cards', async () => {
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      serveImportTool();
      server.use(
        http.get('*/api/catalog/stats', async () => {
          await answered;
          return HttpResponse.json(buildCatalogStats({ active_tasks: 2 }));
        }),
      );
      await openTool();
      expect(screen.getByText('Проверка...')).toBeInTheDocument();
      answer();
      expect(await screen.findByText('Система готова')).toBeInTheDocument();

      const cards = screen.getByRole('region', { name: 'Статистика каталога' });
      const figures = within(cards)
        .getAllByRole('group')
        .map((g) => g.textContent?.replace(/\s/g, ' '));
      expect(figures).toEqual([
        'Всего товаров640',
        'Добавлено за неделю35',
        'Средняя цена18 450 ₸',
        'Активные задачи2',
      ]);
      for (const tab of ['Парсер', 'Парсинг по страницам', 'Задачи', 'Аналитика']) {
        expect(screen.getByRole('tab', { name: new RegExp(tab) })).toBeInTheDocument();
      }
    });

    it('says «Система недоступна» with a toast when the stats call fails, and checks again on «Обновить»', async () => {
      let healthy = false;
      const calls = serveImportTool({
        stats: () =>
          healthy
            ? buildCatalogStats()
            : errorResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
      });
      const { user } = await openTool();
      expect(await screen.findByText('Система недоступна')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          toast('Система парсинга недоступна', 'Проверьте состояние backend сервиса'),
        ).toBeTruthy(),
      );

      healthy = true;
      await user.click(screen.getByRole('button', { name: 'Обновить' }));
      expect(await screen.findByText('Система готова')).toBeInTheDocument();
      expect(calls.stats).toBe(2);
    });
  });

  describe('starting tasks', () => {
    it('reads a pasted category link on its own domain and refuses a link it does not know', async () => {
      serveImportTool();
      const bodies: unknown[] = [];
      server.use(
        mockApi.startParse((body) => {
          bodies.push(body);
          return { task_id: TASK };
        }),
      );
      const { user } = await openTool();
      const query = screen.getByRole('textbox', { name: 'Поисковый запрос' });
      await user.click(query);
      await user.paste('https://www.lamoda.kz/b/2047/brand-nike/');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      expect(
        await screen.findByText(
          /^Эту страницу Lamoda инструмент не читает\. Подходят ссылка на раздел Lamoda/,
          {
            selector: '.mantine-TextInput-error',
          },
        ),
      ).toBeInTheDocument();
      expect(bodies).toEqual([]);

      await user.clear(query);
      await user.paste('https://www.lamoda.ru/c/17/shoes-women/?sitelink=topmenuW');
      expect(
        screen.getByText(
          'Раздел Lamoda № 17 (shoes-women) на lamoda.ru: его страницы будут прочитаны по порядку',
        ),
      ).toBeInTheDocument();
      const domain = screen.getByRole('textbox', { name: 'Домен' });
      expect(domain).toBeDisabled();
      expect(domain).toHaveValue('lamoda.ru (₽)');
      // The category's name says «women»: its items are filed as women's.
      const section = screen.getByRole('textbox', { name: 'Раздел Lamoda' });
      expect(section).toBeDisabled();
      expect(section).toHaveValue('Женщинам');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() => expect(bodies).toHaveLength(1));
      expect(bodies[0]).toMatchObject({
        query: 'https://www.lamoda.ru/c/17/shoes-women/?sitelink=topmenuW',
        domain: 'ru',
      });
      const card = await waitFor(() => taskCard(TASK)!);
      expect(within(card).getByText(/· ru$/)).toBeInTheDocument();
    }, 30_000);

    it('asks for a query before full parsing or parsing only, not before the tests', async () => {
      serveImportTool();
      let started = 0;
      server.use(
        mockApi.startParse(() => {
          started += 1;
          return { task_id: TASK };
        }),
      );
      const { user } = await openTool();
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      expect(
        await screen.findByText('Введите поисковый запрос', {
          selector: '.mantine-TextInput-error',
        }),
      ).toBeInTheDocument();
      await waitFor(() => expect(toast('Ошибка', 'Введите поисковый запрос')).toBeTruthy());
      await user.click(screen.getByRole('button', { name: 'Только парсинг' }));
      expect(started).toBe(0);

      const testParser: URLSearchParams[] = [];
      let chain = 0;
      server.use(
        mockApi.startTestParser((query) => {
          testParser.push(query);
          return { task_id: TASK };
        }),
        mockApi.startTestChain(() => {
          chain += 1;
          return { task_id: OTHER };
        }),
      );
      await user.click(screen.getByRole('button', { name: 'Тест парсера' }));
      await waitFor(() => expect(testParser).toHaveLength(1));
      // No query and an untouched count: the server's defaults (jeans, 5).
      expect(testParser[0]!.has('query')).toBe(false);
      expect(testParser[0]!.has('limit')).toBe(false);
      expect(testParser[0]!.get('domain')).toBe('kz');
      await user.click(screen.getByRole('button', { name: 'Тест системы' }));
      await waitFor(() => expect(chain).toBe(1));
      expect(await screen.findByRole('article', { name: `Задача ${OTHER}` })).toBeInTheDocument();
    });

    it('sends the query, count (default 20) and domain (default kz), and says «Парсинг запущен»', async () => {
      serveImportTool();
      const bodies: unknown[] = [];
      const simple: URLSearchParams[] = [];
      server.use(
        mockApi.startParse((body) => {
          bodies.push(body);
          return { task_id: TASK };
        }),
        mockApi.startParseSimple((query) => {
          simple.push(query);
          return { task_id: OTHER };
        }),
      );
      const { user } = await openTool();
      expect(screen.getByRole('textbox', { name: 'Количество товаров' })).toHaveValue('20');
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'джинсы');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() =>
        expect(bodies).toEqual([{ query: 'джинсы', limit: 20, domain: 'kz', publish: true }]),
      );
      await waitFor(() => expect(toast('Парсинг запущен', `Задача ${TASK}`)).toBeTruthy());
      expect(await screen.findByRole('article', { name: `Задача ${TASK}` })).toBeInTheDocument();

      const count = screen.getByRole('textbox', { name: 'Количество товаров' });
      await user.clear(count);
      await user.type(count, '35');
      await user.click(screen.getByRole('textbox', { name: 'Домен' }));
      await user.click(await screen.findByRole('option', { name: 'lamoda.ru (₽)' }));
      // Lamoda's own split (decision 029): the men's section only.
      expect(screen.getByRole('textbox', { name: 'Раздел Lamoda' })).toHaveValue('Все разделы');
      await user.click(screen.getByRole('textbox', { name: 'Раздел Lamoda' }));
      await user.click(await screen.findByRole('option', { name: 'Мужчинам' }));
      await user.click(screen.getByRole('button', { name: 'Только парсинг' }));
      await waitFor(() => expect(simple).toHaveLength(1));
      expect(Object.fromEntries(simple[0]!)).toEqual({
        query: 'джинсы',
        limit: '35',
        domain: 'ru',
        gender_section: 'men',
      });

      // Enter in a field starts the first mode, full parsing, whatever was started last.
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), '{Enter}');
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[1]).toEqual({
        query: 'джинсы',
        limit: 35,
        domain: 'ru',
        gender_section: 'men',
        publish: true,
      });
    });

    it('publishes new items at once unless «Сразу публиковать» is unticked', async () => {
      serveImportTool();
      const bodies: unknown[] = [];
      server.use(
        mockApi.startParse((body) => {
          bodies.push(body);
          return { task_id: TASK };
        }),
      );
      const { user } = await openTool();
      const publish = screen.getByRole('checkbox', { name: 'Сразу публиковать' });
      expect(publish).toBeChecked();
      expect(
        screen.getByText(
          'Новые товары полного парсинга сразу появятся в магазине; без отметки — черновиками. Статус уже загруженных товаров не меняется',
        ),
      ).toBeInTheDocument();
      await user.click(publish);
      expect(publish).not.toBeChecked();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'кеды');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() =>
        expect(bodies).toEqual([{ query: 'кеды', limit: 20, domain: 'kz', publish: false }]),
      );
    });

    it('refuses a count over the limit, zero or negative with the field’s message, as typed', async () => {
      serveImportTool();
      let started = 0;
      server.use(
        mockApi.startParse(() => {
          started += 1;
          return { task_id: TASK };
        }),
      );
      const { user } = await openTool();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'джинсы');
      const count = screen.getByRole('textbox', { name: 'Количество товаров' });
      for (const typed of ['150', '0', '-3']) {
        await user.clear(count);
        await user.type(count, typed);
        // Kept as typed, never cut down to fit (150 used to become 15).
        expect(count).toHaveValue(typed);
        await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
        expect(
          await screen.findByText('Количество — от 1 до 100', {
            selector: '.mantine-NumberInput-error',
          }),
        ).toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Только парсинг' }));
      expect(started).toBe(0);
      await user.clear(count);
      await user.type(count, '100');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() => expect(started).toBe(1));
    });

    it('says «Ошибка запуска» with the reason, or «Не удалось запустить парсинг»', async () => {
      serveImportTool();
      server.use(
        mockApi.startParse(() =>
          errorResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'Queue down' }),
        ),
      );
      const { user } = await openTool();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'платье');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() => expect(toast('Ошибка запуска')).toBeTruthy());
      expect(toast('Ошибка запуска')).not.toHaveTextContent('Не удалось запустить парсинг');

      server.use(
        mockApi.startParse(() => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
      );
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      await waitFor(() =>
        expect(toast('Ошибка запуска', 'Не удалось запустить парсинг')).toBeTruthy(),
      );
      expect(screen.queryAllByRole('article')).toHaveLength(0);
    });
  });

  describe('the running list', () => {
    it('polls every 2 s through PENDING and PROGRESS to SUCCESS, fetches the result, refreshes the stats, keeps the card until it is hidden', async () => {
      const products = [
        ...Array.from({ length: 7 }, (_, i) => buildParsedProduct({ name: `Джинсы ${i + 1}` })),
        buildParsedProduct({
          name: 'Сохранённые',
          image_url: '/uploads/items/abc.webp',
          item_id: 77,
        }),
      ];
      // Stored products come first in a full import's result.
      products.unshift(products.pop()!);
      const calls = serveImportTool({
        states: {
          [TASK]: [
            status(TASK, 'PENDING', { meta: meta({ code: 'queued' }, 0) }),
            status(TASK, 'PROGRESS', {
              meta: meta(
                { code: 'page', page: 1, pages: null, found: 8, limit: 20, reading: false },
                40,
              ),
            }),
            status(TASK, 'SUCCESS', { meta: meta(DONE, 100) }),
          ],
        },
        results: {
          [TASK]: buildTaskResult({ products, quality_score: 0.874, total_found: 8 }),
        },
      });
      server.use(mockApi.startParse(() => ({ task_id: TASK })));
      const { user } = await openTool();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'джинсы');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));

      const card = await screen.findByRole('article', { name: `Задача ${TASK}` });
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'PENDING'));
      expect(
        within(card).getByText('В очереди', { selector: '.mantine-Badge-label' }),
      ).toBeInTheDocument();
      expect(card.querySelector('[data-state="PENDING"].mantine-ThemeIcon-root')).toHaveStyle({
        '--ti-color': 'var(--mantine-color-yellow-light-color)',
      });
      expect(within(card).getByRole('button', { name: /^Отменить задачу/ })).toBeInTheDocument();
      const statsBefore = calls.stats;

      await pass(TASK_POLL_INTERVAL_MS);
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'PROGRESS'));
      expect(within(card).getByText('Страница 1: найдено 8 из 20')).toBeInTheDocument();
      expect(within(card).getByRole('progressbar', { name: 'Выполнено 40%' })).toBeInTheDocument();
      // PROGRESS: blue, with a spinner.
      expect(card.querySelector('.mantine-ThemeIcon-root .mantine-Loader-root')).not.toBeNull();

      await pass(TASK_POLL_INTERVAL_MS);
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'SUCCESS'));
      await waitFor(() => expect(calls.result).toEqual([TASK]));
      await waitFor(() => expect(toast('Парсинг завершён')).toBeTruthy());
      await waitFor(() => expect(calls.stats).toBeGreaterThan(statsBefore));
      expect(within(card).queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();

      // The first 6 products, then «И ещё N товаров…»; quality in percent.
      const shown = await within(card).findAllByRole('article');
      expect(shown).toHaveLength(6);
      expect(within(card).getByText('И ещё 2 товаров…')).toBeInTheDocument();
      expect(within(card).getByText('Качество: 87%')).toBeInTheDocument();
      expect(within(shown[1]!).getByText('Качество 92%')).toBeInTheDocument();
      expect(within(shown[1]!).getByText('24 990 ₸')).toBeInTheDocument();
      // Lamoda's CDN through the shop's image proxy; the shop's own pictures as they are.
      expect(within(shown[1]!).getByRole('img')).toHaveAttribute(
        'src',
        `/api/catalog/image-proxy?url=${encodeURIComponent(products[1]!.image_url!)}`,
      );
      expect(within(shown[0]!).getByRole('img')).toHaveAttribute(
        'src',
        `${window.location.origin}/uploads/items/abc.webp`,
      );
      expect(within(shown[0]!).getByRole('link', { name: 'Сохранённые' })).toHaveAttribute(
        'href',
        '/items/77',
      );

      // Polling stopped.
      const polls = calls.status[TASK];
      expect(polls).toBe(3);
      await pass(TASK_POLL_INTERVAL_MS * 5);
      expect(calls.status[TASK]).toBe(polls);

      // A finished card stays (the history keeps the task too) until the admin hides it.
      await pass(120_000);
      expect(taskCard(TASK)).toBeInTheDocument();
      expect(
        within(card).getByText('Задача сохранена в истории на вкладке «Задачи»'),
      ).toBeInTheDocument();
      await user.click(
        within(card).getByRole('button', { name: `Скрыть карточку задачи ${TASK}` }),
      );
      expect(taskCard(TASK)).not.toBeInTheDocument();
    });

    it('past five minutes says the task goes on on the server, keeps following it, then shows the result', async () => {
      const working = meta({ code: 'saving', saved: 60, limit: 100 }, 61, {
        found: 100,
        parsed: 100,
        pictures: 290,
        saved: 60,
      });
      let ended = false;
      let polls = 0;
      serveImportTool({
        results: { [TASK]: buildTaskResult({ success_count: 100, total_found: 100 }) },
      });
      server.use(
        mockApi.startParse(() => ({ task_id: TASK })),
        mockApi.taskStatus((id) => {
          polls += 1;
          return ended
            ? status(id, 'SUCCESS', { type: 'full', meta: meta(DONE, 100) })
            : status(id, 'PROGRESS', { type: 'full', meta: working });
        }),
      );
      const { user } = await openTool();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'джинсы');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      const card = await screen.findByRole('article', { name: `Задача ${TASK}` });
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'PROGRESS'));
      const longText = /Задача выполняется дольше 5 минут — она продолжается на сервере/;

      // The clock jumps on (running five minutes of polls one by one would take longer than the
      // test may); the screen's next refresh reads it. The fake clock also runs on with real time,
      // which a busy machine stretches: the check before the five minutes keeps a margin.
      const margin = 20_000;
      vi.setSystemTime(Date.now() + TASK_LONG_RUNNING_MS - margin);
      await pass(UI_REFRESH_MS);
      expect(within(card).queryByText(longText)).not.toBeInTheDocument();

      vi.setSystemTime(Date.now() + margin);
      await pass(UI_REFRESH_MS);
      expect(await within(card).findByText(longText)).toBeInTheDocument();
      expect(card).toHaveAttribute('data-state', 'PROGRESS');
      expect(within(card).queryByText('❌ Ошибка:')).not.toBeInTheDocument();
      expect(within(card).queryByText('Ошибка')).not.toBeInTheDocument();
      expect(toast('Ошибка парсинга')).toBeFalsy();
      expect(within(card).getByRole('button', { name: /^Отменить задачу/ })).toBeInTheDocument();
      expect(within(card).getByText('Сохранение в каталог: 60 из 100')).toBeInTheDocument();

      // Still followed, less often.
      const before = polls;
      await pass(LONG_TASK_POLL_INTERVAL_MS * 3);
      expect(polls).toBeGreaterThan(before);
      expect(polls).toBeLessThanOrEqual(before + 4);

      ended = true;
      await pass(LONG_TASK_POLL_INTERVAL_MS);
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'SUCCESS'));
      expect(await within(card).findByText('Найдено: 100')).toBeInTheDocument();
      expect(within(card).queryByText(longText)).not.toBeInTheDocument();
      expect(toast('Ошибка парсинга')).toBeFalsy();
    });

    it('moves the bar and the counts with the work, and refreshes the stat cards while it runs', async () => {
      const calls = serveImportTool({
        states: {
          [TASK]: [
            status(TASK, 'PROGRESS', {
              type: 'full',
              meta: meta({ code: 'reading_cards', parsed: 2, limit: 20 }, 6, {
                found: 20,
                parsed: 2,
              }),
            }),
            status(TASK, 'PROGRESS', {
              type: 'full',
              meta: meta({ code: 'reading_cards', parsed: 9, limit: 20 }, 19, {
                found: 20,
                parsed: 9,
              }),
            }),
            status(TASK, 'PROGRESS', {
              type: 'full',
              meta: meta({ code: 'saving', saved: 4, limit: 20 }, 52, {
                found: 20,
                parsed: 20,
                pictures: 14,
                saved: 4,
              }),
            }),
          ],
        },
      });
      server.use(mockApi.startParse(() => ({ task_id: TASK })));
      const { user } = await openTool();
      await user.type(screen.getByRole('textbox', { name: 'Поисковый запрос' }), 'джинсы');
      await user.click(screen.getByRole('button', { name: 'Полный парсинг (ИИ + база данных)' }));
      const card = await screen.findByRole('article', { name: `Задача ${TASK}` });
      expect(
        await within(card).findByRole('progressbar', { name: 'Выполнено 6%' }),
      ).toBeInTheDocument();
      expect(within(card).getByTestId('task-counts')).toHaveTextContent(
        'найдено 20 · прочитано 2 · фото 0 · сохранено 0',
      );
      const statsBefore = calls.stats;

      await pass(TASK_POLL_INTERVAL_MS);
      expect(
        await within(card).findByRole('progressbar', { name: 'Выполнено 19%' }),
      ).toBeInTheDocument();
      await pass(TASK_POLL_INTERVAL_MS);
      expect(
        await within(card).findByRole('progressbar', { name: 'Выполнено 52%' }),
      ).toBeInTheDocument();
      expect(within(card).getByText('Сохранение в каталог: 4 из 20')).toBeInTheDocument();
      expect(within(card).getByTestId('task-counts')).toHaveTextContent(
        'найдено 20 · прочитано 20 · фото 14 · сохранено 4',
      );
      // The figures follow the import as it saves.
      await pass(UI_REFRESH_MS * 2);
      expect(calls.stats).toBeGreaterThanOrEqual(statsBefore + 2);
    });

    it('shows why a task failed, or «Неизвестная ошибка»', async () => {
      serveImportTool({
        states: {
          [TASK]: [
            status(TASK, 'FAILURE', {
              failure: {
                code: 'lamoda_refused',
                detail: 'Lamoda отклонила запрос: попросите подключить прокси',
              },
            }),
          ],
          [OTHER]: [status(OTHER, 'FAILURE', { failure: null })],
        },
      });
      let next = [TASK, OTHER];
      server.use(
        mockApi.startTestChain(() => {
          const [id, ...rest] = next;
          next = rest;
          return { task_id: id! };
        }),
      );
      const { user } = await openTool();
      await user.click(screen.getByRole('button', { name: 'Тест системы' }));
      const failed = await screen.findByRole('article', { name: `Задача ${TASK}` });
      await waitFor(() => expect(failed).toHaveAttribute('data-state', 'FAILURE'));
      expect(within(failed).getByText('❌ Ошибка:')).toBeInTheDocument();
      expect(
        within(failed).getByText('Lamoda отклонила запрос: попросите подключить прокси'),
      ).toBeInTheDocument();
      expect(
        within(failed).getByText('Ошибка', { selector: '.mantine-Badge-label' }),
      ).toBeInTheDocument();
      await waitFor(() =>
        expect(toast('Ошибка парсинга', `Задача ${TASK} завершилась с ошибкой`)).toBeTruthy(),
      );

      await user.click(screen.getByRole('button', { name: 'Тест системы' }));
      const unknown = await screen.findByRole('article', { name: `Задача ${OTHER}` });
      await waitFor(() => expect(unknown).toHaveAttribute('data-state', 'FAILURE'));
      expect(within(unknown).getByText('Неизвестная ошибка')).toBeInTheDocument();
    });

    it('cancels a pending task: «Задача отменена», the card goes; a refused cancel says so', async () => {
      const calls = serveImportTool();
      server.use(
        mockApi.startTestChain(() => ({ task_id: TASK })),
        mockApi.cancelTask((id) => {
          calls.cancelled.push(id);
          return status(id, 'FAILURE', { failure: { code: 'cancelled', saved: null } });
        }),
      );
      const { user } = await openTool();
      await user.click(screen.getByRole('button', { name: 'Тест системы' }));
      const card = await screen.findByRole('article', { name: `Задача ${TASK}` });
      await user.click(within(card).getByRole('button', { name: /^Отменить задачу/ }));
      await waitFor(() => expect(calls.cancelled).toEqual([TASK]));
      await waitFor(() => expect(taskCard(TASK)).not.toBeInTheDocument());
      await waitFor(() => expect(toast('Задача отменена')).toBeTruthy());

      server.use(
        mockApi.startTestChain(() => ({ task_id: OTHER })),
        mockApi.cancelTask(() => errorResponse(500, { code: 'INTERNAL', message: 'Boom' })),
      );
      await user.click(screen.getByRole('button', { name: 'Тест системы' }));
      const other = await screen.findByRole('article', { name: `Задача ${OTHER}` });
      await user.click(within(other).getByRole('button', { name: /^Отменить задачу/ }));
      await waitFor(() =>
        expect(toast('Ошибка отмены', 'Не удалось отменить задачу')).toBeTruthy(),
      );
      expect(taskCard(OTHER)).toBeInTheDocument();
    });
  });

  describe('parsing by pages', () => {
    it('checks the query and the range, then starts one task per page', async () => {
      serveImportTool({
        states: {
          'page-2': [
            status('page-2', 'PROGRESS', {
              type: 'page',
              meta: meta({ code: 'reading_cards', parsed: 5, limit: 20 }, 50),
            }),
          ],
          'page-4': [status('page-4', 'PENDING', { type: 'page' })],
        },
      });
      const requested: URLSearchParams[] = [];
      server.use(
        mockApi.startParseSimple((query) => {
          requested.push(query);
          const page = query.get('page');
          if (page === '3')
            return errorResponse(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' });
          return { task_id: `page-${page}` };
        }),
      );
      const { user } = await openTool();
      await user.click(screen.getByRole('tab', { name: 'Парсинг по страницам' }));
      const form = screen.getByRole('form', { name: 'Парсинг по страницам' });
      const start = within(form).getByRole('button', { name: 'Запустить по страницам' });

      await user.click(start);
      await waitFor(() =>
        expect(toast('Ошибка', 'Проверьте поисковый запрос и диапазон страниц')).toBeTruthy(),
      );
      await user.type(within(form).getByRole('textbox', { name: 'Поисковый запрос' }), 'кроссовки');
      const from = within(form).getByRole('textbox', { name: 'Со страницы' });
      const to = within(form).getByRole('textbox', { name: 'По страницу' });
      await user.clear(from);
      await user.type(from, '4');
      await user.clear(to);
      await user.type(to, '2');
      await user.click(start);
      expect(requested).toHaveLength(0);

      await user.clear(from);
      await user.type(from, '2');
      await user.clear(to);
      await user.type(to, '4');
      await user.click(start);
      await waitFor(() => expect(requested).toHaveLength(3));
      expect(requested.map((q) => q.get('page'))).toEqual(['2', '3', '4']);
      // Items per page: parse-simple's default, 10.
      expect(
        requested.every((q) => q.get('limit') === '10' && q.get('query') === 'кроссовки'),
      ).toBe(true);
      await waitFor(() => expect(toast('Ошибка запуска (стр. 3)')).toBeTruthy());

      const pages = screen.getByRole('region', { name: 'Задачи по страницам' });
      const cards = await within(pages).findAllByRole('article', { name: /^Задача page-/ });
      expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
        'Задача page-4',
        'Задача page-2',
      ]);
      await waitFor(() => expect(cards[1]).toHaveAttribute('data-state', 'PROGRESS'));
      expect(within(cards[1]!).getByText(/Страница 2/)).toBeInTheDocument();
      // Page tasks are not in the parser tab's list.
      const parserList = screen.getByRole('region', { name: 'Запущенные задачи', hidden: true });
      expect(within(parserList).queryAllByRole('article', { hidden: true })).toHaveLength(0);
    });
  });

  describe('tasks and analytics tabs', () => {
    it('lists the active system tasks with their count, refreshed every 3 s', async () => {
      const calls = serveImportTool({
        active: [
          buildActiveTask(),
          buildActiveTask({
            task_id: OTHER,
            name: 'Только парсинг: платья',
            type: 'page',
            query: 'платья',
            page: 3,
            worker: null,
            time_start: null,
            state: 'PENDING',
          }),
        ],
      });
      const { user } = await openTool();
      const tab = screen.getByRole('tab', { name: /Задачи/ });
      await waitFor(() => expect(tab).toHaveTextContent('Задачи2'));
      await user.click(tab);

      const first = (await screen.findByText('Полный парсинг · «джинсы»')).closest('li')!;
      expect(within(first).getByText('Обработчик: api-1:4242')).toBeInTheDocument();
      expect(within(first).getByText(/^Начало: 20\.11\.2026, \d\d:31:05$/)).toBeInTheDocument();
      expect(within(first).getByText('7d9c2f1e-3b4a-4c5d-8e6f-0a1b2c3d4e5f')).toBeInTheDocument();
      expect(within(first).getByText('Выполняется')).toBeInTheDocument();
      const queued = screen.getByText('Страница 3 · «платья»').closest('li')!;
      expect(within(queued).getByText('В очереди')).toBeInTheDocument();

      const before = calls.activeTasks;
      await pass(UI_REFRESH_MS);
      await waitFor(() => expect(calls.activeTasks).toBe(before + 1));
    });

    it('keeps finished tasks in the history: who started them, when, how they ended, their result', async () => {
      const calls = serveImportTool({
        history: [
          buildImportHistoryEntry(),
          buildImportHistoryEntry({
            task_id: OTHER,
            type: 'simple',
            query: 'refusal',
            state: 'FAILURE',
            status: { code: 'lamoda_refused' },
            failure: { code: 'lamoda_refused', detail: 'Lamoda отклонила запрос: нужен прокси.' },
            imported: null,
            success_count: 0,
            started_by: null,
          }),
        ],
        results: { '3c1d5e7f-9a2b-4c4d-8e6f-102030405060': buildTaskResult() },
      });
      const { user } = await openTool();
      await user.click(screen.getByRole('tab', { name: /Задачи/ }));
      const list = await screen.findByRole('list', { name: 'История задач импорта' });
      const [done, failed] = within(list).getAllByRole('listitem');
      expect(done).toHaveAccessibleName(
        'Полный парсинг · «https://www.lamoda.kz/c/17/shoes-women/» · lamoda.kz',
      );
      expect(
        within(done!).getByText(
          /^Запустил\(а\) admin@example\.com · Запущена 20\.11\.2026, \d\d:30, завершена 20\.11\.2026, \d\d:31$/,
        ),
      ).toBeInTheDocument();
      expect(
        within(done!).getByText(
          'Готово: найдено 25, сохранено 2 (новых 0, обновлено 0, без изменений 2)',
        ),
      ).toBeInTheDocument();
      expect(within(done!).getByText('Без изменений: 2')).toBeInTheDocument();
      expect(within(failed!).getByText(/^Запустил удалённый пользователь/)).toBeInTheDocument();
      expect(
        within(failed!).getByText('Lamoda отклонила запрос: нужен прокси.'),
      ).toBeInTheDocument();

      await user.click(within(done!).getByRole('button', { name: 'Показать результат' }));
      expect(await within(done!).findByText('Найдено: 2')).toBeInTheDocument();
      expect(calls.result).toEqual(['3c1d5e7f-9a2b-4c4d-8e6f-102030405060']);
    });

    it('says «Нет активных задач» when none run', async () => {
      serveImportTool({ active: [] });
      const { user } = await openTool();
      await user.click(screen.getByRole('tab', { name: /Задачи/ }));
      expect(await screen.findByText('Нет активных задач')).toBeInTheDocument();
    });

    it('shows the top 5 brands and categories and the price range in ₸', async () => {
      serveImportTool({
        stats: buildCatalogStats({
          top_brands: Array.from({ length: 6 }, (_, i) => ({
            brand: `Бренд ${i + 1}`,
            count: 10 - i,
          })),
          top_categories: [
            { category: 'bottom', count: 150 },
            { category: 'top', count: 90 },
          ],
          price_range: { min: 1990, average: 18450.4, max: 129990 },
        }),
      });
      const { user } = await openTool();
      await screen.findByText('Система готова');
      await user.click(screen.getByRole('tab', { name: 'Аналитика' }));

      const brands = screen.getByRole('region', { name: 'Топ-5 брендов' });
      expect(within(brands).getAllByRole('listitem')).toHaveLength(5);
      expect(within(brands).queryByText('Бренд 6')).not.toBeInTheDocument();
      const categories = screen.getByRole('region', { name: 'Топ-5 категорий' });
      expect(
        within(categories)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Низ150 шт.', 'Верх90 шт.']);
      const prices = screen.getByRole('region', { name: 'Цены в каталоге' });
      expect(prices).toHaveTextContent(/Минимальная1\s990\s₸/);
      expect(prices).toHaveTextContent(/Средняя18\s450\s₸/);
      expect(prices).toHaveTextContent(/Максимальная129\s990\s₸/);
    });
  });

  describe('currency rates', () => {
    it('shows where each rate comes from, warns when a domain has none, and saves a new rate', async () => {
      serveImportTool();
      const sent: unknown[] = [];
      server.use(
        mockApi.updateCurrencyRates((body) => {
          sent.push(body);
          return buildCurrencyRates({
            BYN: { rate: 160.5, source: 'admin', updated_at: '2026-11-20T10:00:00.000Z' },
          });
        }),
      );
      const { user } = await openTool();
      const rates = await screen.findByRole('region', { name: 'Курсы валют' });
      const rub = await within(rates).findByRole('textbox', { name: 'RUB → KZT' });
      expect(rub).toHaveValue('5,6');
      expect(within(rates).getByText('из настроек сервера')).toBeInTheDocument();
      expect(within(rates).getByText('не задан')).toBeInTheDocument();
      expect(within(rates).queryByRole('textbox', { name: 'KZT → KZT' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('textbox', { name: 'Домен' }));
      await user.click(await screen.findByRole('option', { name: 'lamoda.by (BYN)' }));
      expect(await screen.findByText(/Курс BYN не задан/)).toBeInTheDocument();

      await user.type(within(rates).getByRole('textbox', { name: 'BYN → KZT' }), '160,5');
      await user.click(within(rates).getByRole('button', { name: 'Сохранить курсы' }));
      await waitFor(() => expect(sent).toEqual([{ BYN: 160.5 }]));
      await waitFor(() => expect(toast('Курсы сохранены')).toBeTruthy());
      expect(
        await within(rates).findByText('задан администратором 20.11.2026'),
      ).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByText(/Курс BYN не задан/)).not.toBeInTheDocument());
    });

    it('returns an admin rate to the server setting', async () => {
      serveImportTool({
        rates: buildCurrencyRates({
          RUB: { rate: 6, source: 'admin', updated_at: '2026-11-19T10:00:00.000Z' },
        }),
      });
      const sent: unknown[] = [];
      server.use(
        mockApi.updateCurrencyRates((body) => {
          sent.push(body);
          return buildCurrencyRates();
        }),
      );
      const { user } = await openTool();
      const rates = await screen.findByRole('region', { name: 'Курсы валют' });
      await user.click(
        await within(rates).findByRole('button', { name: 'Вернуть курс RUB из настроек' }),
      );
      await waitFor(() => expect(sent).toEqual([{ RUB: null }]));
      expect(await within(rates).findByText('из настроек сервера')).toBeInTheDocument();
    });

    it('puts a refused rate under its field', async () => {
      serveImportTool();
      server.use(
        mockApi.updateCurrencyRates(() =>
          errorResponse(400, {
            code: 'VALIDATION_FAILED',
            message: 'Invalid body',
            details: { fields: [{ path: 'RUB', message: 'Too big' }] },
          }),
        ),
      );
      const { user } = await openTool();
      const rates = await screen.findByRole('region', { name: 'Курсы валют' });
      const rub = await within(rates).findByRole('textbox', { name: 'RUB → KZT' });
      await user.clear(rub);
      await user.type(rub, '7');
      await user.click(within(rates).getByRole('button', { name: 'Сохранить курсы' }));
      expect(await within(rates).findByText('Некорректное значение')).toBeInTheDocument();
    });

    it('refuses a rate of zero or below with the field’s message', async () => {
      serveImportTool();
      let saved = 0;
      server.use(
        http.put('*/api/catalog/rates', () => {
          saved += 1;
          return HttpResponse.json(buildCurrencyRates());
        }),
      );
      const { user } = await openTool();
      const rates = await screen.findByRole('region', { name: 'Курсы валют' });
      const rub = await within(rates).findByRole('textbox', { name: 'RUB → KZT' });
      for (const typed of ['0', '-2']) {
        await user.clear(rub);
        await user.type(rub, typed);
        await user.click(within(rates).getByRole('button', { name: 'Сохранить курсы' }));
        expect(await within(rates).findByText('Курс — положительное число')).toBeInTheDocument();
      }
      expect(saved).toBe(0);
    });
  });
});
