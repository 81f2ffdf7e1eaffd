import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import type { NormalisedProduct } from '../types';
import {
  DESCRIPTION_LIMIT,
  createDbLlmCache,
  createLlmEnricher,
  createMemoryLlmCache,
  type LlmConfig,
} from './llm-client';

/** A local stand-in for an OpenAI-compatible chat-completions endpoint. */
type Asked = { sku: string; name: string; category: string };
type Behaviour = (asked: Asked[]) => {
  status?: number;
  body?: unknown;
  raw?: string;
  hang?: boolean;
};

let server: http.Server;
let baseUrl: string;
let behaviour: Behaviour;
const requests: {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  url: string;
}[] = [];

function chat(content: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      { index: 0, message: { role: 'assistant', content, ...extra }, finish_reason: 'stop' },
    ],
  };
}

const goodAnswer: Behaviour = (asked) => ({
  body: chat(
    JSON.stringify({
      items: asked.map((p) => ({
        sku: p.sku,
        description: `Описание для ${p.name}.`,
        style: 'Повседневный',
        category: p.name.startsWith('Кеды') ? 'footwear' : 'bottom',
      })),
    }),
  ),
});

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      requests.push({ headers: req.headers, body, url: req.url ?? '' });
      const messages = body.messages as { role: string; content: string }[];
      const asked = (JSON.parse(messages[1]!.content) as { products: Asked[] }).products;
      const answer = behaviour(asked);
      if (answer.hang) return; // never answers
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.raw ?? JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
  behaviour = goodAnswer;
});

const config = (): LlmConfig => ({
  LLM_BASE_URL: baseUrl,
  LLM_API_KEY: 'test-key',
  LLM_MODEL: 'test-model',
});

let counter = 0;
function product(overrides: Partial<NormalisedProduct> = {}): NormalisedProduct {
  counter += 1;
  const sku = `MP002XW${String(counter).padStart(5, '0')}`;
  return {
    sku,
    name: 'Кеды Superstar',
    brand: 'adidas Originals',
    category: 'top',
    gender: 'unisex',
    color: 'белый',
    description: null,
    composition: null,
    attributes: [],
    style: null,
    price: '14250.00',
    oldPrice: null,
    source: { price: '14250.00', oldPrice: null, currency: 'KZT', url: null, domain: 'kz' },
    images: [],
    sizes: [],
    parseQuality: 0.9,
    enrichedBy: 'rules',
    ...overrides,
  };
}

describe('createLlmEnricher', () => {
  it('is null when the LLM is not configured', () => {
    const cache = createMemoryLlmCache();
    expect(
      createLlmEnricher(
        { LLM_BASE_URL: undefined, LLM_API_KEY: undefined, LLM_MODEL: undefined },
        { cache },
      ),
    ).toBeNull();
    expect(createLlmEnricher({ ...config(), LLM_MODEL: undefined }, { cache })).toBeNull();
    expect(createLlmEnricher({ ...config(), LLM_BASE_URL: undefined }, { cache })).toBeNull();
  });

  it('applies a valid answer and asks for strict JSON schema output', async () => {
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const products = [product(), product({ name: 'Джинсы 501', category: 'bottom' })];
    const budget = { calls: 5 };
    const result = await enricher.enrich(products, budget);

    expect(result.failures).toEqual([]);
    expect(result.used).toBe(1);
    expect(budget.calls).toBe(4);
    expect(result.products[0]).toMatchObject({
      sku: products[0]!.sku,
      description: 'Описание для Кеды Superstar.',
      style: 'Повседневный',
      category: 'footwear',
      enrichedBy: 'llm',
      price: '14250.00',
    });
    expect(result.products[1]).toMatchObject({ category: 'bottom', enrichedBy: 'llm' });
    // The input is not changed.
    expect(products[0]!.enrichedBy).toBe('rules');

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer test-key');
    expect(request!.body.model).toBe('test-model');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'product_enrichment',
        strict: true,
        schema: {
          type: 'object',
          required: ['items'],
          properties: {
            items: {
              items: {
                required: ['sku', 'description', 'style', 'category'],
                properties: {
                  category: { enum: ['top', 'bottom', 'footwear', 'accessory', 'fragrance'] },
                },
              },
            },
          },
        },
      },
    });
  });

  it('sends products in batches', async () => {
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache(), batchSize: 2 })!;
    const result = await enricher.enrich([product(), product(), product(), product(), product()], {
      calls: 10,
    });
    expect(
      requests.map((r) => (r.body.messages as { content: string }[])[1]!.content),
    ).toHaveLength(3);
    expect(result.used).toBe(3);
    expect(result.products.every((p) => p.enrichedBy === 'llm')).toBe(true);
  });

  it('keeps the rules when the answer is not JSON', async () => {
    behaviour = () => ({ body: chat('Конечно! Вот описания: ...') });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const products = [product({ description: 'по правилам', style: 'Уличный' })];
    const result = await enricher.enrich(products, { calls: 5 });
    expect(result.products).toEqual(products);
    expect(result.used).toBe(1);
    expect(result.failures).toEqual([
      { code: 'llm_call_failed', failure: { code: 'not_json' }, products: 1 },
    ]);
  });

  it('keeps the rules when the HTTP body itself is not JSON', async () => {
    behaviour = () => ({ raw: '<html>gateway</html>' });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const result = await enricher.enrich([product()], { calls: 5 });
    expect(result.products[0]!.enrichedBy).toBe('rules');
    expect(result.failures[0]).toMatchObject({ failure: { code: 'not_json' } });
  });

  it('keeps the rules when the JSON does not match the schema', async () => {
    behaviour = () => ({ body: chat(JSON.stringify({ products: [] })) });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const result = await enricher.enrich([product()], { calls: 5 });
    expect(result.products[0]!.enrichedBy).toBe('rules');
    expect(result.failures[0]).toMatchObject({ failure: { code: 'off_schema' } });
  });

  it('drops a suggestion with a category outside the five and ignores unknown SKUs', async () => {
    behaviour = (asked) => ({
      body: chat(
        JSON.stringify({
          items: [
            {
              sku: asked[0]!.sku,
              description: 'Хорошие кеды.',
              style: null,
              category: 'outerwear',
            },
            {
              sku: asked[1]!.sku,
              description: 'Хорошие джинсы.',
              style: 'Гламурный',
              category: 'bottom',
            },
            {
              sku: asked[2]!.sku,
              description: 'Хорошая сумка.',
              style: null,
              category: 'accessory',
            },
            { sku: 'UNKNOWN00001', description: 'Чужой товар.', style: null, category: 'top' },
          ],
        }),
      ),
    });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const products = [product(), product(), product({ style: 'Классический' })];
    const result = await enricher.enrich(products, { calls: 5 });
    expect(result.products[0]).toEqual(products[0]);
    expect(result.products[1]).toEqual(products[1]);
    expect(result.products[2]).toMatchObject({
      description: 'Хорошая сумка.',
      category: 'accessory',
      // null from the LLM keeps the rules' style.
      style: 'Классический',
      enrichedBy: 'llm',
    });
    expect(result.products).toHaveLength(3);
    expect(result.failures).toEqual([
      { code: 'llm_invalid', count: 2 },
      { code: 'llm_missing', products: 2 },
    ]);
  });

  it('retries a 500 once, then keeps the rules', async () => {
    behaviour = () => ({ status: 500, body: { error: { message: 'boom' } } });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const products = [product()];
    const budget = { calls: 5 };
    const result = await enricher.enrich(products, budget);
    expect(requests).toHaveLength(2);
    expect(result.used).toBe(2);
    expect(budget.calls).toBe(3);
    expect(result.products).toEqual(products);
    expect(result.failures).toEqual([
      { code: 'llm_call_failed', failure: { code: 'http_error', status: 500 }, products: 1 },
    ]);
  });

  it('does not retry a 400', async () => {
    behaviour = () => ({ status: 400, body: { error: { message: 'bad request' } } });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const result = await enricher.enrich([product()], { calls: 5 });
    expect(requests).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ failure: { code: 'http_error', status: 400 } });
  });

  it('gives up after a timeout (and one retry)', async () => {
    behaviour = () => ({ hang: true });
    const enricher = createLlmEnricher(config(), {
      cache: createMemoryLlmCache(),
      timeoutMs: 150,
    })!;
    const products = [product()];
    const result = await enricher.enrich(products, { calls: 5 });
    expect(result.used).toBe(2);
    expect(result.products).toEqual(products);
    expect(result.failures).toEqual([
      { code: 'llm_call_failed', failure: { code: 'timeout', seconds: 0.2 }, products: 1 },
    ]);
  });

  it('reports an unreachable endpoint', async () => {
    const enricher = createLlmEnricher(
      { ...config(), LLM_BASE_URL: 'http://127.0.0.1:1/v1' },
      { cache: createMemoryLlmCache() },
    )!;
    const result = await enricher.enrich([product()], { calls: 5 });
    expect(result.products[0]!.enrichedBy).toBe('rules');
    expect(result.failures[0]).toMatchObject({
      code: 'llm_call_failed',
      failure: { code: 'unreachable', detail: expect.any(String) },
    });
  });

  it('reports a refusal', async () => {
    behaviour = () => ({ body: chat('', { content: null, refusal: 'Не могу помочь' }) });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const result = await enricher.enrich([product()], { calls: 5 });
    expect(result.failures[0]).toMatchObject({
      failure: { code: 'refused', refusal: 'Не могу помочь' },
    });
  });

  it('spends no more than the budget', async () => {
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache(), batchSize: 2 })!;
    const budget = { calls: 1 };
    const result = await enricher.enrich(
      [product(), product(), product(), product(), product()],
      budget,
    );
    expect(requests).toHaveLength(1);
    expect(result.used).toBe(1);
    expect(budget.calls).toBe(0);
    expect(result.products.map((p) => p.enrichedBy)).toEqual([
      'llm',
      'llm',
      'rules',
      'rules',
      'rules',
    ]);
    expect(result.failures).toEqual([{ code: 'llm_budget_spent', products: 3 }]);

    const none = await enricher.enrich([product()], budget);
    expect(requests).toHaveLength(1);
    expect(none.used).toBe(0);
    expect(none.failures[0]).toEqual({ code: 'llm_budget_spent', products: 1 });
  });

  it('keeps a locked category and shortens an over-long description', async () => {
    behaviour = (asked) => ({
      body: chat(
        JSON.stringify({
          items: asked.map((p) => ({
            sku: p.sku,
            description: `${'Очень длинное описание. '.repeat(60)}`,
            style: 'Спортивный',
            category: 'accessory',
          })),
        }),
      ),
    });
    const enricher = createLlmEnricher(config(), { cache: createMemoryLlmCache() })!;
    const locked = product({ category: 'footwear' });
    const result = await enricher.enrich(
      [locked],
      { calls: 5 },
      { lockedCategories: new Set([locked.sku]) },
    );
    expect(result.products[0]!.category).toBe('footwear');
    expect(result.products[0]!.style).toBe('Спортивный');
    expect(result.products[0]!.description!.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(result.products[0]!.description).toMatch(/…$/);
  });
});

describe('the LLM cache in the database', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers a second import of the same SKUs without a call', async () => {
    const cache = createDbLlmCache(database.db);
    const products = [product(), product({ name: 'Джинсы 501' })];

    const first = await createLlmEnricher(config(), { cache })!.enrich(products, { calls: 5 });
    expect(first.used).toBe(1);
    expect(requests).toHaveLength(1);

    // A new enricher (another task) over the same table: no HTTP request at all.
    behaviour = () => {
      throw new Error('no request expected');
    };
    const budget = { calls: 5 };
    const second = await createLlmEnricher(config(), {
      cache: createDbLlmCache(database.db),
    })!.enrich(products, budget);
    expect(requests).toHaveLength(1);
    expect(second.used).toBe(0);
    expect(budget.calls).toBe(5);
    expect(second.failures).toEqual([]);
    expect(second.products).toEqual(first.products);

    // The cache is per model: another model asks again.
    behaviour = goodAnswer;
    const other = await createLlmEnricher(
      { ...config(), LLM_MODEL: 'other-model' },
      { cache },
    )!.enrich(products, { calls: 5 });
    expect(other.used).toBe(1);
    expect(requests).toHaveLength(2);
  });

  it('stores what it read back and ignores rows that no longer fit', async () => {
    const cache = createDbLlmCache(database.db);
    await cache.set(
      [
        {
          sku: 'CACHE0000001',
          suggestion: { description: 'Текст', style: 'Деловой', category: 'top' },
        },
      ],
      'm',
    );
    await cache.set(
      [
        {
          sku: 'CACHE0000001',
          suggestion: { description: 'Новый', style: null, category: 'bottom' },
        },
      ],
      'm',
    );
    const found = await cache.get(['CACHE0000001', 'CACHE0000002'], 'm');
    expect([...found]).toEqual([
      ['CACHE0000001', { description: 'Новый', style: null, category: 'bottom' }],
    ]);
    await database.pool.query(
      `insert into llm_cache (sku, model, result) values ('CACHE0000002', 'm', '{"category":"hats"}')`,
    );
    expect((await cache.get(['CACHE0000002'], 'm')).size).toBe(0);
  });
});
