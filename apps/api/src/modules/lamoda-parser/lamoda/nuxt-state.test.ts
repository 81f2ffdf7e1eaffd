import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIXTURE_PRODUCTS,
  listingStateProduct,
  nuxtScript,
  renderListingPage,
} from '../../../test/lamoda-fixtures';
import { evaluateLiteralExpression, extractNuxtState, statePayload } from './nuxt-state';

const page = (script: string) =>
  `<!DOCTYPE html><html><head><script>var dataLayer = [];</script></head><body><div id="__nuxt"></div><script>${script}</script></body></html>`;

describe('extractNuxtState: the literal forms Nuxt emits', () => {
  it('reads a plain object literal with unquoted keys (`var __NUXT__ = …`)', () => {
    const html = page(
      `var __NUXT__ = {layout:"default",payload:{state:{payload:{products:[{sku:'RTLAEY634001',name:"Кеды",price_amount:21990,old_price_amount:null,is_sellable:true,gallery:[\`/R/T/RTLAEY634001_1_v1.jpg\`],rating:{average_rating:4.9}}],pagination:{page:1,pages:1,found:1}}}},"quoted-key":-1.5,undef:void 0,t:!0,f:!1};`,
    );
    expect(extractNuxtState(html)).toEqual({
      layout: 'default',
      payload: {
        state: {
          payload: {
            products: [
              {
                sku: 'RTLAEY634001',
                name: 'Кеды',
                price_amount: 21990,
                old_price_amount: null,
                is_sellable: true,
                gallery: ['/R/T/RTLAEY634001_1_v1.jpg'],
                rating: { average_rating: 4.9 },
              },
            ],
            pagination: { page: 1, pages: 1, found: 1 },
          },
        },
      },
      'quoted-key': -1.5,
      undef: undefined,
      t: true,
      f: false,
    });
  });

  it('binds the parameters of the minified IIFE form and follows devalue assignments', () => {
    const html = page(
      'window.__NUXT__=(function(a,b,c,d,e){b.self_ref="x";b.list[1]=c;return {layout:a,payload:{state:{payload:{products:[b,{sku:"MP002XW0F8UK",name:c,price_amount:d,extra:e}]}}}}}("default",{sku:"RTLAEY634001",list:[1,2]},"Джинсы",45990));',
    );
    expect(statePayload(html)).toEqual({
      products: [
        { sku: 'RTLAEY634001', list: [1, 'Джинсы'], self_ref: 'x' },
        { sku: 'MP002XW0F8UK', name: 'Джинсы', price_amount: 45990, extra: undefined },
      ],
    });
  });

  it('gives the same data for the fixture pages in plain and IIFE form', () => {
    const plain = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz', state: 'plain' });
    const iife = renderListingPage(FIXTURE_PRODUCTS, { domain: 'kz', state: 'iife' });
    expect(iife).toMatch(/window\.__NUXT__=\(function\([a-z,]+/);
    const expected = FIXTURE_PRODUCTS.map((p) => listingStateProduct(p, 'kz'));
    expect(statePayload(plain)?.products).toEqual(expected);
    expect(statePayload(iife)?.products).toEqual(expected);
  });

  it('returns null without a state, with a broken one, or when it is not an object', () => {
    expect(extractNuxtState('<html><body>no state</body></html>')).toBeNull();
    expect(extractNuxtState(page('window.__NUXT__={a:1,'))).toBeNull();
    expect(extractNuxtState(page('if (window.__NUXT__) console.log(1)'))).toBeNull();
    expect(statePayload(page('window.__NUXT__={payload:{state:{payload:"text"}}}'))).toBeNull();
    expect(statePayload(page('window.__NUXT__=JSON.parse("{}")'))).toBeNull();
  });

  it('skips an unrelated first script that merely mentions __NUXT__', () => {
    const html = page(
      'console.log(typeof window.__NUXT__);</script><script>window.__NUXT__={payload:{state:{payload:{products:[]}}}}',
    );
    expect(statePayload(html)).toEqual({ products: [] });
  });
});

describe('extractNuxtState never runs the page', () => {
  const marker = path.join(os.tmpdir(), `nuxt-pwned-${process.pid}`);
  afterEach(() => {
    fs.rmSync(marker, { force: true });
    delete (globalThis as Record<string, unknown>).__pwned;
  });

  const wrap = (product: string) =>
    page(`window.__NUXT__={payload:{state:{payload:{products:[${product}]}}}};`);

  it('ignores process.exit(), require(), new Function and constructor tricks', () => {
    const html = wrap(
      `{sku:"RTLAEY634001",a:process.exit(1),b:require('fs').writeFileSync(${JSON.stringify(marker)},'x'),c:new Function("globalThis.__pwned=1")(),d:({}).constructor.constructor("return process")().exit(),e:\`\${globalThis.__pwned=1}\`,f:(()=>{globalThis.__pwned=1})(),g:globalThis.__pwned=2}`,
    );
    const payload = statePayload(html);
    // The process is still here, nothing was written or set, the literal parts survive.
    expect(payload?.products).toStrictEqual([{ sku: 'RTLAEY634001' }]);
    expect(fs.existsSync(marker)).toBe(false);
    expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('drops getters, setters and methods without calling them', () => {
    const html = wrap(
      '{sku:"RTLAEY634001",get price_amount(){globalThis.__pwned=1;return 1},set x(v){globalThis.__pwned=v},toString(){globalThis.__pwned=1}}',
    );
    const product = (statePayload(html)?.products as Record<string, unknown>[])[0]!;
    expect(product).toEqual({ sku: 'RTLAEY634001' });
    expect(Object.getOwnPropertyDescriptor(product, 'price_amount')).toBeUndefined();
    expect(String(product)).toBe('[object Object]');
    expect((globalThis as Record<string, unknown>).__pwned).toBeUndefined();
  });

  it('refuses an IIFE whose body does anything but literal assignments and return', () => {
    const html = page(
      `window.__NUXT__=(function(a){require('fs').writeFileSync(${JSON.stringify(marker)},'x');return {payload:{state:{payload:{products:[a]}}}}}({sku:"X"}));`,
    );
    expect(extractNuxtState(html)).toBeNull();
    expect(fs.existsSync(marker)).toBe(false);

    const callingOther = page('window.__NUXT__=setTimeout(function(){globalThis.__pwned=1},0);');
    expect(extractNuxtState(callingOther)).toBeNull();
    const memberCall = page('window.__NUXT__=(function(){return this}).call(globalThis);');
    expect(extractNuxtState(memberCall)).toBeNull();
  });

  it('does not pollute prototypes through __proto__ or assignments', () => {
    const html = page(
      'window.__NUXT__=(function(a){a.__proto__.polluted=1;return {payload:{state:{payload:{products:[],__proto__:{polluted:true},constructor:{prototype:{polluted:true}}}}}}}({}));',
    );
    extractNuxtState(html);
    const viaLiteral = statePayload(
      page('window.__NUXT__={payload:{state:{payload:{products:[],"__proto__":{polluted:true}}}}}'),
    );
    expect(viaLiteral).toEqual({ products: [] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('survives absurd nesting, huge payloads and node floods', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(() => extractNuxtState(page(`window.__NUXT__=${deep};`))).not.toThrow();
    expect(extractNuxtState(page(`window.__NUXT__=${deep};`))).toBeNull();

    const big = page(`window.__NUXT__={s:"${'x'.repeat(5 * 1024 * 1024 + 10)}"};`);
    expect(extractNuxtState(big)).toBeNull();

    const flood = `[${Array.from({ length: 5000 }, () => '[1,2,3]').join(',')}]`;
    expect(evaluateLiteralExpression(flood, 0, { maxNodes: 1000 })).toBeUndefined();
    expect(evaluateLiteralExpression(flood)).toHaveLength(5000);
  });

  it('keeps regular expressions and BigInts out', () => {
    expect(evaluateLiteralExpression('{a:/x/g,b:10n,c:"ok"}')).toEqual({ c: 'ok' });
  });
});

describe('nuxtScript fixture builder', () => {
  it('escapes </script> inside strings so the page stays well-formed', () => {
    const script = nuxtScript({ products: [{ sku: 'RTLAEY634001', description: '</script><b>' }] });
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(statePayload(page(script.replace(/^<script>|<\/script>$/g, '')))).toEqual({
      products: [{ sku: 'RTLAEY634001', description: '</script><b>' }],
    });
  });
});
