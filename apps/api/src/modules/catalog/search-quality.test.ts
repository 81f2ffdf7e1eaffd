import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_INTERPRETATION_HEADER,
  searchInterpretationSchema,
  type ItemSummary,
} from '@shop/contract';
import { buildTestApp, type TestApp } from '../../test/app';
import { runSearchQuality, SEARCH_QUALITY_CASES, seedSearchCatalogue } from './search-quality';

/**
 * The search-quality suite (decision 023) against the real API and PostgreSQL with the demo
 * catalogue seeded once: recall@20 stays at 0.95 or above.
 */
let t: TestApp;

const search = async (q: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/items/?q=${encodeURIComponent(q)}&limit=20`,
  });
  expect(response.statusCode, q).toBe(200);
  return {
    names: (response.json() as ItemSummary[]).map((i) => i.name),
    interpretation: searchInterpretationSchema.parse(
      JSON.parse(decodeURIComponent(String(response.headers[SEARCH_INTERPRETATION_HEADER]))),
    ),
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  await seedSearchCatalogue(t.db);
});

afterAll(async () => {
  await t?.close();
});

describe('search quality over the demo catalogue', () => {
  it(`keeps recall@20 at 0.95 or above over ${SEARCH_QUALITY_CASES.length} queries`, async () => {
    expect(SEARCH_QUALITY_CASES.length).toBeGreaterThanOrEqual(60);
    const { results, recall, mrr } = await runSearchQuality(async (q) => (await search(q)).names);
    const misses = results
      .filter((r) => r.recall < 1)
      .map((r) => `«${r.query}» (${r.kind}) missed ${r.missing.join(', ')}`);
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
    expect(mrr).toBeGreaterThan(0.8);
  });

  it('says what it corrected and what it left out', async () => {
    const corrected = await search('рубашка ленаня');
    expect(corrected.interpretation).toEqual({
      query: 'рубашка льняная',
      corrections: [{ from: 'ленаня', to: 'льняная' }],
      ignored: [],
    });
    expect(corrected.names).toEqual(['Льняная рубашка свободного кроя']);

    const partly = await search('платье qwzx');
    expect(partly.interpretation).toEqual({ query: 'платье', corrections: [], ignored: ['qwzx'] });
    expect(partly.names).toContain('Вечернее платье');

    const nothing = await search('qwzx');
    expect(nothing.interpretation.ignored).toEqual(['qwzx']);
    expect(nothing.names).toEqual([]);
  });

  it('never corrects a word the catalogue has, whatever field it is in', async () => {
    // «хлопок» is in descriptions, «бордовый» a colour, «обувь» a category, «женский» a gender,
    // «минимализм» a style: each is searched as typed.
    for (const word of ['хлопок', 'бордовый', 'обувь', 'женский', 'минимализм', 'ветивер']) {
      const { interpretation, names } = await search(word);
      expect(interpretation, word).toEqual({ query: word, corrections: [], ignored: [] });
      expect(names.length, word).toBeGreaterThan(0);
    }
  });
});
