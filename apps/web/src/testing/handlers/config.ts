import type { PublicConfig } from '@shop/contract';
import { http, HttpResponse } from 'msw';

/** What every page asks for, so every test gets it. */
export const configDefaults = [
  http.get('*/api/config', () =>
    HttpResponse.json<PublicConfig>({ google_enabled: false, currency: 'KZT' }),
  ),
];

/** The public config (GET /api/config). */
export const configMocks = {
  config: (config: PublicConfig) =>
    http.get('*/api/config', () => HttpResponse.json<PublicConfig>(config)),
};
