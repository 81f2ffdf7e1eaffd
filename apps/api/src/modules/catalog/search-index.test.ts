import { describe, expect, it } from 'vitest';
import { createSearchIndex, type IndexedItem } from './search-index';
import type { WordQuery } from './search-terms';

const item = (id: number, name: string[], more: Partial<IndexedItem> = {}): IndexedItem => ({
  id,
  createdAt: id * 1000,
  brand: 'Бренд',
  category: 'top',
  gender: 'women',
  name,
  card: [...name, ...(more.card ?? [])],
  everything: [...name, ...(more.card ?? []), ...(more.everything ?? [])],
  ...more,
});
const word = (direct: string[][], related: string[][] = [], kind = false): WordQuery => ({
  direct,
  related,
  kind,
});
const query = (words: WordQuery[], more: { brands?: string[]; direct?: boolean } = {}) => ({
  words,
  direct: more.direct ?? words.some((w) => w.related.length > 0),
  brands: more.brands ?? [],
  filters: {},
});

describe('the in-memory search index (decision 110)', () => {
  it('ranks the name before the card before everything, newest first within each', () => {
    const index = createSearchIndex();
    index.put(item(1, ['плат']));
    index.put(item(2, ['юбк'], { card: ['плат'] }));
    index.settle();
    // Put after the load: beside it, ranked with it.
    index.put(item(3, ['юбк'], { everything: ['плат'] }));
    index.put(item(4, ['плат', 'летн']));
    expect(index.rank(query([word([['плат']])]), 10)).toEqual([4, 1, 2, 3]);
    expect(index.rank(query([word([['плат']])]), 3)).toEqual([4, 1, 2]);
  });

  it('ranks the words own forms above their synonyms, and a word of two lexemes needs both', () => {
    const index = createSearchIndex();
    index.put(item(1, ['кожан']));
    index.put(item(2, ['кож']));
    index.put(item(3, ['нью']));
    index.put(item(4, ['нью', 'баланс']));
    index.settle();
    expect(index.rank(query([word([['кожан']], [['кож']])]), 10)).toEqual([1, 2]);
    expect(index.rank(query([word([['нью', 'баланс']])]), 10)).toEqual([4]);
  });

  it('holds a kind in the card or everything only by the name or the category', () => {
    const index = createSearchIndex();
    index.setCategoryWords('footwear', ['обув']);
    index.put(item(1, ['юбк'], { category: 'top', everything: ['блузк'] }));
    index.put(item(2, ['лодочк'], { category: 'footwear', card: ['обув'] }));
    index.settle();
    expect(index.rank(query([word([['блузк']], [], true)]), 10)).toEqual([]);
    expect(index.rank(query([word([['обув']], [], true)]), 10)).toEqual([2]);
  });

  it('puts the brand named first, and applies a category, a gender and brands', () => {
    const index = createSearchIndex();
    index.put(item(1, ['зар'], { brand: 'Новая Заря', gender: 'men' }));
    index.put(item(2, ['плат'], { brand: 'Zara', card: ['зар'] }));
    index.put(item(3, ['зар'], { gender: 'unisex', category: 'footwear' }));
    index.settle();
    const zara = query([word([['зар']])], { brands: ['Zara'] });
    expect(index.rank(zara, 10)).toEqual([2, 3, 1]);
    expect(index.rank({ ...zara, filters: { gender: 'women' } }, 10)).toEqual([2, 3]);
    expect(index.rank({ ...zara, filters: { category: 'footwear' } }, 10)).toEqual([3]);
    expect(index.rank({ ...zara, filters: { brand: ['Новая Заря'] } }, 10)).toEqual([1]);
  });

  it('finds a replaced item by its new words only, and no removed one', () => {
    const index = createSearchIndex();
    index.put(item(1, ['плат']));
    index.put(item(2, ['плат']));
    index.settle();
    index.put(item(1, ['юбк']));
    index.remove(2);
    expect(index.rank(query([word([['плат']])]), 10)).toEqual([]);
    expect(index.rank(query([word([['юбк']])]), 10)).toEqual([1]);
    expect(index.size()).toBe(1);
    expect(index.deadShare()).toBeCloseTo(2 / 3);
  });
});
