import type {
  PromoCode,
  promoCodeCreateSchema,
  promoCodePatchSchema,
  PromoRefusal,
} from '@shop/contract';
import { promoCodeProblems } from '@shop/contract';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { changesOf, recordAudit } from '../audit/audit.service';
import { formatMoney, toCents } from '../orders/money';
import type { NewPromoCode, PromoCodeRow, PromoCodesRepository } from './promo-codes.repository';
import {
  discountOf,
  eligibleLines,
  linesCents,
  type Discount,
  type PricedLine,
} from './promo-discount';

type Create = z.output<typeof promoCodeCreateSchema>;
type Patch = z.output<typeof promoCodePatchSchema>;
/** Whose order it is: once per customer counts the account and its email alike. */
export type PromoCustomer = { userId: number; email: string };
/** A code that applies: its row and what it takes off. */
export type AppliedPromo = { row: PromoCodeRow } & Discount;

const MESSAGES: Record<Exclude<PromoRefusal, 'promo_min_total'>, string> = {
  promo_not_found: 'Промокод не найден',
  promo_used_up: 'Промокод закончился',
  promo_expired: 'Срок действия промокода истёк',
  promo_not_started: 'Промокод ещё не действует',
  promo_already_used: 'Вы уже использовали этот промокод',
  promo_not_applicable: 'Промокод не действует на товары в корзине',
};

/** The refusal names why in Russian as well: the API is read by people too. */
export function refused(reason: Exclude<PromoRefusal, 'promo_min_total'>): AppError {
  return new AppError('PROMO_CODE_REFUSED', 422, MESSAGES[reason], { reason });
}

function belowMinimum(minCents: number, currency: string): AppError {
  return new AppError(
    'PROMO_CODE_REFUSED',
    422,
    `Минимальная сумма заказа — ${formatMoney(minCents / 100, currency)}`,
    { reason: 'promo_min_total', min_order_total: minCents / 100 },
  );
}

const wholeMoney = (value: string | null) => (value === null ? null : toCents(value) / 100);
const at = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

function toPromoCode(row: PromoCodeRow): PromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: wholeMoney(row.value)!,
    min_order_total: wholeMoney(row.minOrderTotal),
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    once_per_customer: row.oncePerCustomer,
    categories: row.categories as PromoCode['categories'],
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The columns a create or a patch sets (only those it names). */
function columnsOf(input: Patch): Partial<NewPromoCode> {
  const money = (v: number | null | undefined) =>
    v === undefined ? undefined : v === null ? null : String(v);
  const values: Partial<NewPromoCode> = {
    code: input.code,
    kind: input.kind,
    value: input.value === undefined ? undefined : String(input.value),
    minOrderTotal: money(input.min_order_total),
    startsAt: at(input.starts_at),
    endsAt: at(input.ends_at),
    usageLimit: input.usage_limit,
    oncePerCustomer: input.once_per_customer,
    categories: input.categories,
    isActive: input.is_active,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** What the audit log keeps of a code's making and changes. */
const AUDITED: (keyof PromoCode)[] = [
  'code',
  'kind',
  'value',
  'min_order_total',
  'starts_at',
  'ends_at',
  'usage_limit',
  'once_per_customer',
  'categories',
  'is_active',
];

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) ===
  '23505';

async function withCodeCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = 'Такой промокод уже есть';
    throw new AppError('PROMO_CODE_TAKEN', 409, message, { fields: [{ path: 'code', message }] });
  }
}

/** Every rule of the code against this customer and these lines; answers the discount. */
async function check(
  { repo, currency }: { repo: PromoCodesRepository; currency: string },
  row: PromoCodeRow | undefined,
  who: PromoCustomer,
  lines: PricedLine[],
  ex: DbOrTx,
  now = new Date(),
): Promise<AppliedPromo> {
  if (!row || !row.isActive) throw refused('promo_not_found');
  if (row.endsAt && row.endsAt <= now) throw refused('promo_expired');
  if (row.startsAt && row.startsAt > now) throw refused('promo_not_started');
  // Their own use is the better answer to a customer than «закончился».
  if (row.oncePerCustomer && (await repo.usedBy(row.id, who, ex)))
    throw refused('promo_already_used');
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) throw refused('promo_used_up');
  const eligible = eligibleLines(lines, row.categories);
  if (!eligible.length) throw refused('promo_not_applicable');
  if (row.minOrderTotal !== null && linesCents(eligible) < toCents(row.minOrderTotal))
    throw belowMinimum(toCents(row.minOrderTotal), currency);
  const discount = discountOf({ kind: row.kind, valueCents: toCents(row.value) }, eligible);
  return { row, ...discount };
}

/**
 * Promo codes (the one writer of `promo_codes`): the admin's list and forms, and the checks an
 * order makes of a code. An order takes a use under the code's row lock in its own transaction,
 * so the usage limit holds however many orders arrive at once; a cancel gives the use back.
 */
export function createPromoCodesService({
  db,
  repo,
  currency,
}: {
  db: Db;
  repo: PromoCodesRepository;
  currency: string;
}) {
  async function requireRow(id: number, ex: DbOrTx) {
    const row = await repo.get(id, ex);
    if (!row) throw notFound('Promo code');
    return row;
  }

  return {
    async list(): Promise<PromoCode[]> {
      return (await repo.list(db)).map(toPromoCode);
    },

    async create(adminId: number, input: Create): Promise<PromoCode> {
      const values = { ...columnsOf(input), createdBy: adminId } as NewPromoCode;
      return db.transaction(async (tx) => {
        const made = toPromoCode(await withCodeCheck(() => repo.insert(values, tx)));
        await recordAudit(tx, {
          actorId: adminId,
          action: 'promo.create',
          entity: 'promo_code',
          entityId: made.id,
          changes: changesOf({}, made, AUDITED),
        });
        return made;
      });
    },

    async patch(adminId: number, id: number, input: Patch): Promise<PromoCode> {
      return db.transaction(async (tx) => {
        const before = toPromoCode(await requireRow(id, tx));
        const problems = promoCodeProblems({ ...before, ...input });
        if (problems.length)
          throw new AppError('VALIDATION_FAILED', 400, 'The promo code is not valid', {
            fields: problems,
          });
        const after = toPromoCode(
          (await withCodeCheck(() => repo.update(id, columnsOf(input), tx)))!,
        );
        await recordAudit(tx, {
          actorId: adminId,
          action: 'promo.update',
          entity: 'promo_code',
          entityId: id,
          changes: changesOf(before, after, AUDITED),
        });
        return after;
      });
    },

    /** What the code would take off now (the checkout's quote): no lock, no use taken. */
    async quote(code: string, who: PromoCustomer, lines: PricedLine[], ex: DbOrTx) {
      return check({ repo, currency }, await repo.findByCode(code, ex), who, lines, ex);
    },

    /** The order's part, in its transaction: the code locked, checked, and one use taken. */
    async redeem(code: string, who: PromoCustomer, lines: PricedLine[], tx: DbOrTx) {
      const applied = await check(
        { repo, currency },
        await repo.lockByCode(code, tx),
        who,
        lines,
        tx,
      );
      await repo.addUses(applied.row.id, 1, tx);
      return applied;
    },

    /** A cancelled order gives its use back, in the cancel's transaction. */
    async giveBack(id: number, tx: DbOrTx): Promise<void> {
      await repo.addUses(id, -1, tx);
    },
  };
}

export type PromoCodesService = ReturnType<typeof createPromoCodesService>;
