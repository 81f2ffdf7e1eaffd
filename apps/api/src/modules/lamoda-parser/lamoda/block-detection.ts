import { cheerio } from '../../../lib/lazy-cheerio';
import type { BlockKind } from '../types';
import { isRecord, statePayload } from './nuxt-state';

/**
 * Recognises Lamoda's anti-bot answers: the refusal page («Запрос отклонен»), the JavaScript
 * challenge (servicepipe), the captcha and the geo 403 (`{"code":10403}`). A page counts as
 * blocked only when it has no products AND a marker is visible: normal pages load scripts that
 * mention captcha too. Each kind has a Russian message that says what happened and what to do,
 * in an admin's words: the settings behind it are the server operator's, not named to the admin.
 */

export const BLOCK_MESSAGES_RU: Record<BlockKind, string> = {
  refusal:
    'Lamoda отклонила запрос (защита от ботов: «Запрос отклонен»). Так она отвечает адресам ' +
    'дата-центров. Попросите администратора сервера подключить для импорта российский ' +
    'резидентный прокси или режим браузера.',
  'js-challenge':
    'Lamoda показала проверку браузера (JavaScript-challenge), которую нельзя пройти без браузера. ' +
    'Попросите администратора сервера включить для импорта режим браузера и при необходимости ' +
    'подключить резидентный прокси.',
  captcha:
    'Lamoda потребовала пройти капчу («Проверка безопасности»), автоматически её не пройти. ' +
    'Повторите импорт позже; если капча повторяется, попросите администратора сервера ' +
    'подключить российский резидентный прокси и увеличить паузу между запросами к Lamoda.',
  geo:
    'Lamoda отказала в доступе из этой страны (HTTP 403, код 10403). Попросите администратора ' +
    'сервера подключить для импорта прокси с адресом в России, Казахстане или Беларуси.',
  'redirect-loop':
    'Lamoda перенаправляет запрос по кругу (бесконечный редирект 307) — так защита от ботов ' +
    'отвечает подозрительным клиентам. Попросите администратора сервера включить для импорта ' +
    'режим браузера или подключить резидентный прокси.',
};

export type BlockCheckInput = { status: number; html: string; contentType?: string | null };

const REFUSAL_RE = /Запрос\s+отклон[её]н/i;
const CAPTCHA_RE =
  /Проверка\s+безопасности|Пожалуйста,?\s+пройдите\s+проверку|Подтвердите,?\s+что\s+вы\s+не\s+робот/i;
const CHALLENGE_MARKERS = ['js-challenge-loader', 'servicepipe', 'id_captcha_frame_div'];

export function detectBlock(input: BlockCheckInput): BlockKind | null {
  const { status, html } = input;
  if (isGeoRefusal(status, html, input.contentType)) return 'geo';
  if (hasProducts(html)) return null;

  const { text, markup } = visibleParts(html);
  if (REFUSAL_RE.test(text)) return 'refusal';
  const lowerMarkup = markup.toLowerCase();
  if (CHALLENGE_MARKERS.some((marker) => lowerMarkup.includes(marker))) return 'js-challenge';
  if (CAPTCHA_RE.test(text)) return 'captcha';
  return null;
}

/** 403 with the JSON body `{"code":10403,...}`. */
function isGeoRefusal(status: number, body: string, contentType?: string | null): boolean {
  if (status !== 403) return false;
  const trimmed = body.trim();
  if (!trimmed.startsWith('{') && !/json/i.test(contentType ?? '')) return false;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    return isRecord(parsed) && Number(parsed.code) === 10403;
  } catch {
    return /"code"\s*:\s*"?10403\b/.test(trimmed);
  }
}

/**
 * Products in the state (listing or product page) or server-rendered cards. A listing state with
 * an empty product list is a real page too («ничего не найдено»), never a block.
 */
export function hasProducts(html: string): boolean {
  // The cheap test first: cards in the markup.
  if (/class\s*=\s*["'][^"']*\bx-product-card__card\b/.test(html)) return true;
  if (!html.includes('__NUXT__')) return false;
  const payload = statePayload(html);
  return Boolean(payload && (Array.isArray(payload.products) || isRecord(payload.product)));
}

/**
 * What a visitor sees: the text without scripts, styles and comments, and the markup without
 * inline script bodies (ids, classes and script addresses stay, so challenge markers show).
 */
function visibleParts(html: string): { text: string; markup: string } {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, '$1$2')
    .replace(/(<style\b[^>]*>)[\s\S]*?(<\/style\s*>)/gi, '$1$2');
  let text: string;
  try {
    const $ = cheerio().load(markup);
    $('script, style, template').remove();
    text = `${$('title').text()} ${$('body').text()}`;
  } catch {
    text = markup.replace(/<[^>]*>/g, ' ');
  }
  return { text: text.replace(/\s+/g, ' '), markup };
}
