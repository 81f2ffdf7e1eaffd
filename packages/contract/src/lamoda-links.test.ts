import { describe, expect, it } from 'vitest';
import { parseBodySchema } from './lamoda-parser';
import { readLamodaLink } from './lamoda-links';

describe('readLamodaLink', () => {
  it('reads a category link on every domain, with or without www, a slash or tracking', () => {
    for (const [text, domain] of [
      ['https://www.lamoda.kz/c/17/shoes-women/', 'kz'],
      ['https://lamoda.ru/c/17/shoes-women', 'ru'],
      ['http://www.lamoda.by/c/17/shoes-women/?sitelink=topmenuW&l=3&page=2', 'by'],
      ['www.lamoda.kz/c/17/shoes-women/?utm_source=x', 'kz'],
      ['  https://WWW.LAMODA.KZ/c/17/Shoes-Women/  ', 'kz'],
    ] as const) {
      expect(readLamodaLink(text), text).toEqual({
        kind: 'category',
        domain,
        id: 17,
        slug: 'shoes-women',
        path: '/c/17/shoes-women/',
        url: `https://www.lamoda.${domain}/c/17/shoes-women/`,
        section: 'women',
      });
    }
  });

  it('keeps a category’s own filters and reads its section from its name', () => {
    expect(
      readLamodaLink('https://www.lamoda.ru/c/477/clothes-muzhskaya-odezhda/?brands=1234&page=3'),
    ).toMatchObject({ path: '/c/477/clothes-muzhskaya-odezhda/?brands=1234', section: 'men' });
    expect(readLamodaLink('https://www.lamoda.kz/c/557/accs-aksessuary/')).toMatchObject({
      section: null,
    });
  });

  it('reads a search link as its words on its domain', () => {
    expect(
      readLamodaLink(
        'https://www.lamoda.by/catalogsearch/result/?q=%D0%BA%D0%B5%D0%B4%D1%8B&page=2',
      ),
    ).toEqual({ kind: 'search', domain: 'by', query: 'кеды', section: null });
  });

  it('refuses a product, another Lamoda page and another site', () => {
    expect(
      readLamodaLink('https://www.lamoda.kz/p/rtlaey634001/shoes-adidasoriginals-kedy/'),
    ).toEqual({
      kind: 'refused',
      reason: 'product',
    });
    for (const text of [
      'https://www.lamoda.kz/b/2047/brand-nike/',
      'https://www.lamoda.ru/',
      'https://www.lamoda.kz/catalogsearch/result/?q=',
    ])
      expect(readLamodaLink(text), text).toEqual({ kind: 'refused', reason: 'other_page' });
    for (const text of [
      'https://www.wildberries.kz/catalog/obuv/',
      'https://lamoda.kz.evil.example/c/17/shoes-women/',
      'ftp://www.lamoda.kz/c/17/shoes-women/',
    ])
      expect(readLamodaLink(text), text).toEqual({ kind: 'refused', reason: 'other_site' });
  });

  it('leaves words alone, dots and slashes included', () => {
    for (const text of ['кеды', "levi's 501", 'джинсы 2.0', 'куртка 48/50', 'adidas.originals'])
      expect(readLamodaLink(text), text).toBeNull();
  });

  it('refuses an unknown link in the import’s query with what is accepted', () => {
    const parsed = parseBodySchema.safeParse({ query: 'https://www.lamoda.kz/b/2047/brand-nike/' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toContain('https://www.lamoda.kz/c/17/shoes-women/');
    expect(
      parseBodySchema.safeParse({ query: 'https://www.lamoda.kz/c/17/shoes-women/' }).success,
    ).toBe(true);
  });
});
