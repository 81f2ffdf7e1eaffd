import { eq, inArray } from 'drizzle-orm';
import {
  SOURCE_CURRENCIES,
  type CurrencyRate,
  type CurrencyRatesUpdate,
  type SourceCurrencyCode,
} from '@shop/contract';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';
import type { RateConfig } from './normalise/prices';

const SETTING = { KZT: 'RATE_KZT', RUB: 'RATE_RUB', BYN: 'RATE_BYN' } as const;

/**
 * Conversion rates into the store currency: an admin sets them on the import screen (kept in
 * `currency_rates`, shared by every process); the RATE_* settings are the defaults. A fresh shop
 * can so import from every domain without a restart.
 */
export function createCurrencyRates(db: Db, config: AppConfig) {
  async function stored() {
    const rows = await db.select().from(currencyRates);
    return new Map(rows.map((row) => [row.currency, row]));
  }

  return {
    async list(): Promise<CurrencyRate[]> {
      const rows = await stored();
      return SOURCE_CURRENCIES.map((currency) => {
        if (currency === config.STORE_CURRENCY.toUpperCase())
          return { currency, rate: 1, source: 'same' as const, updated_at: null };
        const row = rows.get(currency);
        if (row)
          return {
            currency,
            rate: Number(row.rate),
            source: 'admin' as const,
            updated_at: row.updatedAt.toISOString(),
          };
        const setting = config[SETTING[currency]];
        return setting
          ? { currency, rate: setting, source: 'setting' as const, updated_at: null }
          : { currency, rate: null, source: 'none' as const, updated_at: null };
      });
    },

    async update(changes: CurrencyRatesUpdate, adminId: number): Promise<CurrencyRate[]> {
      const before = new Map((await this.list()).map((r) => [r.currency, r.rate]));
      await db.transaction(async (tx) => {
        for (const [currency, rate] of Object.entries(changes) as [
          SourceCurrencyCode,
          number | null,
        ][]) {
          if (rate === null) {
            await tx.delete(currencyRates).where(eq(currencyRates.currency, currency));
            continue;
          }
          const values = {
            currency,
            rate: rate.toFixed(6),
            updatedBy: adminId,
            updatedAt: new Date(),
          };
          await tx
            .insert(currencyRates)
            .values(values)
            .onConflictDoUpdate({ target: currencyRates.currency, set: values });
        }
        const rates = Object.entries(changes).map(([c, rate]) => [
          `rate.${c}`,
          [before.get(c as SourceCurrencyCode), rate],
        ]);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'settings.rates',
          entity: 'settings',
          changes: Object.fromEntries(rates),
        });
      });
      return this.list();
    },

    /** The settings an import converts prices with: the admin's rates over the RATE_* defaults. */
    async effective(): Promise<RateConfig & AppConfig> {
      const rows = await db
        .select()
        .from(currencyRates)
        .where(inArray(currencyRates.currency, [...SOURCE_CURRENCIES]));
      const override = Object.fromEntries(
        rows.map((row) => [SETTING[row.currency as SourceCurrencyCode], Number(row.rate)]),
      );
      return { ...config, ...override };
    },
  };
}

export type CurrencyRates = ReturnType<typeof createCurrencyRates>;
