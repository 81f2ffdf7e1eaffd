import {
  promoCodeCreateSchema,
  type Category,
  type PromoCode,
  type PromoCodeCreate,
  type PromoKind,
} from '@shop/contract';
import type { IssueText, SchemaRules } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The admin's promo code form: values as the inputs hold them, the rules (the contract's create
 * schema, so the form refuses what the API refuses) and the body. Dates are days in the admin's
 * own time: a code runs from the start of its first day to the end of its last.
 */

export interface PromoCodeValues {
  code: string;
  kind: PromoKind;
  value: number | string;
  min_order_total: number | string;
  /** `YYYY-MM-DD` or empty. */
  starts_on: string;
  ends_on: string;
  usage_limit: number | string;
  once_per_customer: boolean;
  categories: Category[];
  is_active: boolean;
}

export const EMPTY_PROMO_CODE: PromoCodeValues = {
  code: '',
  kind: 'percent',
  value: '',
  min_order_total: '',
  starts_on: '',
  ends_on: '',
  usage_limit: '',
  once_per_customer: false,
  categories: [],
  is_active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as the day it falls on here, `YYYY-MM-DD`. */
export function dayOf(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
/** The start of a day here. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);

export function promoCodeToValues(code: PromoCode): PromoCodeValues {
  // `ends_at` is the first moment the code no longer works: the day before is its last.
  const lastDay = code.ends_at ? dayOf(new Date(Date.parse(code.ends_at) - 1)) : '';
  return {
    code: code.code,
    kind: code.kind,
    value: code.value,
    min_order_total: code.min_order_total ?? '',
    starts_on: code.starts_at ? dayOf(new Date(code.starts_at)) : '',
    ends_on: lastDay,
    usage_limit: code.usage_limit ?? '',
    once_per_customer: code.once_per_customer,
    categories: code.categories,
    is_active: code.is_active,
  };
}

/** A number as typed: NaN for a half-typed one (refused, never read as 0); empty: none. */
function numberOrNull(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text ? Number(text) : null;
}

/** The body of the create (and of a change: the same fields, all sent). */
export function promoCodeBody(values: PromoCodeValues): PromoCodeCreate {
  const endsAt = values.ends_on ? startOf(values.ends_on) : null;
  endsAt?.setDate(endsAt.getDate() + 1);
  return {
    code: values.code,
    kind: values.kind,
    value: numberOrNull(values.value) ?? Number.NaN,
    min_order_total: numberOrNull(values.min_order_total),
    starts_at: values.starts_on ? startOf(values.starts_on).toISOString() : null,
    ends_at: endsAt ? endsAt.toISOString() : null,
    usage_limit: numberOrNull(values.usage_limit),
    once_per_customer: values.once_per_customer,
    categories: values.categories,
  };
}

const issueText: IssueText<string> = (field, issue) => {
  const t = i18n.t;
  if (field === 'code') return t('adminPromoCodes.errors.code');
  // The contract's own rule beside the field's: a percent above 100.
  if (field === 'value' && issue.code === 'custom') return t('adminPromoCodes.errors.percent');
  if (field === 'value') return t('adminPromoCodes.errors.value');
  if (field === 'min_order_total') return t('adminPromoCodes.errors.minTotal');
  if (field === 'usage_limit') return t('adminPromoCodes.errors.usageLimit');
  if (field === 'ends_on') return t('adminPromoCodes.errors.endsBeforeStart');
  return undefined;
};

export const promoCodeRules: SchemaRules<PromoCodeValues> = {
  schema: promoCodeCreateSchema,
  input: promoCodeBody,
  fields: { starts_at: 'starts_on', ends_at: 'ends_on' },
  issueText,
};
