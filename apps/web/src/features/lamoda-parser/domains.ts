import type { ImportDomain, SourceCurrencyCode } from '@shop/contract';

/** The currency each Lamoda domain prices in: lamoda.kz ₸, lamoda.ru ₽, lamoda.by BYN. */
export const DOMAIN_CURRENCY: Record<ImportDomain, SourceCurrencyCode> = {
  kz: 'KZT',
  ru: 'RUB',
  by: 'BYN',
};
