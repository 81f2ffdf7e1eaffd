import { describe, expect, it } from 'vitest';
import {
  FIXTURE_PRODUCTS,
  GEO_403_BODY,
  renderCaptchaPage,
  renderChallengePage,
  renderListingPage,
  renderProductPage,
  renderRefusalPage,
} from '../../../test/lamoda-fixtures';
import type { BlockKind } from '../types';
import { BLOCK_MESSAGES_RU, detectBlock } from './block-detection';

describe('detectBlock', () => {
  it('recognises the refusal page, the captcha, the JS challenge and the geo 403', () => {
    expect(detectBlock({ status: 403, html: renderRefusalPage() })).toBe('refusal');
    expect(detectBlock({ status: 200, html: renderRefusalPage() })).toBe('refusal');
    expect(detectBlock({ status: 200, html: renderCaptchaPage() })).toBe('captcha');
    expect(detectBlock({ status: 200, html: renderChallengePage() })).toBe('js-challenge');
    expect(detectBlock({ status: 200, html: renderChallengePage({ passAfterMs: 300 }) })).toBe(
      'js-challenge',
    );
    expect(detectBlock({ status: 403, html: GEO_403_BODY, contentType: 'application/json' })).toBe(
      'geo',
    );
    expect(detectBlock({ status: 403, html: '{"code":10403}' })).toBe('geo');
  });

  it('recognises each captcha wording on its own, with «ё» or not', () => {
    for (const phrase of [
      'Проверка безопасности',
      'Пожалуйста, пройдите проверку',
      'Подтвердите, что вы не робот',
    ]) {
      expect(detectBlock({ status: 200, html: `<html><body><p>${phrase}</p></body></html>` })).toBe(
        'captcha',
      );
    }
    expect(detectBlock({ status: 200, html: '<h1>Запрос отклонён</h1>' })).toBe('refusal');
  });

  it('does not call a normal page blocked because its scripts mention captcha', () => {
    const normal = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz' });
    expect(normal).toMatch(/captcha/i);
    expect(normal).toContain('servicepipe');
    expect(normal).toContain('Подтвердите, что вы не робот');
    expect(detectBlock({ status: 200, html: normal })).toBeNull();
    expect(
      detectBlock({
        status: 200,
        html: renderListingPage(FIXTURE_PRODUCTS, { domain: 'ru', state: 'none' }),
      }),
    ).toBeNull();
    expect(
      detectBlock({ status: 200, html: renderProductPage(FIXTURE_PRODUCTS[0]!, 'by') }),
    ).toBeNull();
  });

  it('does not call a genuine «nothing found» page blocked', () => {
    const empty = renderListingPage([], { domain: 'kz', query: 'абракадабра', found: 0 });
    expect(detectBlock({ status: 200, html: empty })).toBeNull();
  });

  it('only looks at visible text: markers inside scripts or comments do not count', () => {
    const html = `<html><head><title>Lamoda</title>
      <script>var t = "Проверка безопасности"; var c = "Запрос отклонен";</script>
      <!-- Подтвердите, что вы не робот --></head><body><p>Страница не найдена</p></body></html>`;
    expect(detectBlock({ status: 404, html })).toBeNull();
  });

  it('lets products win over a visible marker', () => {
    const html = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz' }).replace(
      '<main class="catalog">',
      '<main class="catalog"><div class="banner">Проверка безопасности платежей</div>',
    );
    expect(detectBlock({ status: 200, html })).toBeNull();
  });

  it('does not read a non-geo 403 or an error page as a block', () => {
    expect(detectBlock({ status: 403, html: '<html><body>Forbidden</body></html>' })).toBeNull();
    expect(detectBlock({ status: 403, html: '{"code":403}' })).toBeNull();
    expect(detectBlock({ status: 200, html: '{"code":10403}' })).toBeNull();
    expect(
      detectBlock({ status: 503, html: '<html><body>Service Unavailable</body></html>' }),
    ).toBeNull();
  });
});

describe('BLOCK_MESSAGES_RU', () => {
  it('says in Russian what happened and what to configure, for every kind', () => {
    const kinds: BlockKind[] = ['refusal', 'js-challenge', 'captcha', 'geo', 'redirect-loop'];
    for (const kind of kinds) {
      const message = BLOCK_MESSAGES_RU[kind];
      expect(message).toMatch(/^Lamoda [а-яё]/);
      expect(message).toMatch(/прокси|режим браузера/);
      expect(message).not.toMatch(/[A-Z]{2,}_[A-Z_]{2,}/);
      expect(message).not.toMatch(/0 товаров|ничего не найдено/i);
    }
    expect(BLOCK_MESSAGES_RU.refusal).toContain('режим браузера');
    expect(BLOCK_MESSAGES_RU['js-challenge']).toContain('режим браузера');
  });
});
