import { createRequire } from 'node:module';
import type * as Cheerio from 'cheerio';

const require = createRequire(import.meta.url);
let loaded: typeof Cheerio | undefined;

/**
 * cheerio, loaded on first use: only the catalogue import parses HTML, and loading it with every
 * start of the shop would add a noticeable part to it. (A synchronous require, so the parsers stay
 * synchronous.)
 */
export function cheerio(): typeof Cheerio {
  loaded ??= require('cheerio') as typeof Cheerio;
  return loaded;
}
