import type { PublicConfig } from '@shop/contract';
import { http, HttpResponse } from 'msw';

const DEFAULT_CONFIG: PublicConfig = {
  google_enabled: false,
  currency: 'KZT',
  delivery: { courier_price: 1500, free_above: 30000, pickup_points: 2 },
  return_days: 14,
};

/** What every page asks for, so every test gets it. */
export const configDefaults = [
  http.get('*/api/config', () => HttpResponse.json<PublicConfig>(DEFAULT_CONFIG)),
];

/** The public config (GET /api/config); what is not given keeps its default. */
export const configMocks = {
  config: (config: Partial<PublicConfig>) =>
    http.get('*/api/config', () =>
      HttpResponse.json<PublicConfig>({ ...DEFAULT_CONFIG, ...config }),
    ),
};
