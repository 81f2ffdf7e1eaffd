import {
  normalisePhone,
  orderCreateSchema,
  type ClientCartLine,
  type DeliveryMethod,
  type OrderCreate,
  type PaymentMethod,
  type User,
} from '@shop/contract';
import type { IssueText, SchemaRules } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The checkout form: values as the inputs hold them, the rules (the contract's order schema, so
 * the form and the API refuse the same values) with the form's own texts and the body of
 * POST /api/orders. Field names follow the API's paths (`delivery.city` → `city`), so a refused
 * field lands under its input.
 */

export interface CheckoutFormValues {
  name: string;
  phone: string;
  delivery_method: DeliveryMethod;
  city: string;
  street: string;
  house: string;
  flat: string;
  /** The chosen pickup point's id as a string (radio values), '' for none. */
  pickup_point_id: string;
  payment_method: PaymentMethod;
  comment: string;
}

/** The recipient from the profile: first and last name, the phone. */
export function initialCheckoutValues(user: User | null): CheckoutFormValues {
  const name = [user?.first_name, user?.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    name,
    phone: user?.phone_number ?? '',
    delivery_method: 'courier',
    city: '',
    street: '',
    house: '',
    flat: '',
    pickup_point_id: '',
    payment_method: 'cash_on_delivery',
    comment: '',
  };
}

/**
 * What the shopper has typed, per account: the form starts from it whenever it is drawn again
 * (the page's data arriving or refreshing, a visit to the cart and back, a reload), so nothing
 * typed is ever replaced by the profile's values or emptied. Kept in the tab's session storage,
 * which ends with the tab, and taken out once the order is placed.
 */
const DRAFT_KEY = 'checkout_draft';

type StoredDraft = { userId: number; values: CheckoutFormValues };

function readDraft(): StoredDraft | null {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function checkoutDraft(userId: number | undefined): CheckoutFormValues | null {
  const draft = userId === undefined ? null : readDraft();
  // A draft of another account (signed in after this one in the same tab) is not theirs to see.
  return draft && draft.userId === userId
    ? { ...initialCheckoutValues(null), ...draft.values }
    : null;
}

export function rememberCheckoutDraft(userId: number | undefined, values: CheckoutFormValues) {
  if (userId === undefined) return;
  try {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ userId, values }));
  } catch {
    // storage unavailable: the form keeps its values while the page lives
  }
}

/** The order is placed: the next checkout starts afresh. */
export function forgetCheckoutDrafts() {
  try {
    window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The recipient from the profile, for the fields the shopper has left empty and not touched: a
 * profile that arrives or changes after the form is drawn never replaces what was typed.
 */
export function recipientUpdates(
  user: User | null,
  values: Pick<CheckoutFormValues, 'name' | 'phone'>,
  touched: (field: 'name' | 'phone') => boolean,
): Partial<Pick<CheckoutFormValues, 'name' | 'phone'>> {
  const fromProfile = initialCheckoutValues(user);
  const updates: Partial<Pick<CheckoutFormValues, 'name' | 'phone'>> = {};
  for (const field of ['name', 'phone'] as const) {
    if (!values[field] && !touched(field) && fromProfile[field])
      updates[field] = fromProfile[field];
  }
  return updates;
}

/** What the order body is checked by here: the contract's, without the cart lines. */
const checkoutSchema = orderCreateSchema.omit({ lines: true });

/**
 * The part of POST /api/orders the form fills, as typed: the contract's schema trims and
 * normalises it, and refuses exactly what the API would. The pickup point is checked only for
 * pickup and the address only for courier delivery, as the body carries one or the other.
 */
function orderInput(values: CheckoutFormValues): Omit<OrderCreate, 'lines'> {
  return {
    contact: { name: values.name, phone: values.phone },
    delivery:
      values.delivery_method === 'pickup'
        ? { method: 'pickup', pickup_point_id: Number(values.pickup_point_id) }
        : {
            method: 'courier',
            city: values.city,
            street: values.street,
            house: values.house,
            flat: values.flat,
          },
    payment_method: values.payment_method,
    comment: values.comment,
  };
}

/** The empty-field texts of the form (the contract says the same in Russian). */
const EMPTY_TEXT = {
  name: 'checkout.errors.name',
  phone: 'checkout.errors.phone',
  city: 'checkout.errors.city',
  street: 'checkout.errors.street',
  house: 'checkout.errors.house',
  pickup_point_id: 'checkout.errors.pickupPoint',
} as const;

/** The form's texts in the user's language: a length as «Не больше N символов». */
const checkoutIssueText: IssueText<keyof CheckoutFormValues> = (field, issue) => {
  if (field === 'pickup_point_id') return i18n.t(EMPTY_TEXT.pickup_point_id);
  const empty = issue.code === 'too_small' || issue.code === 'invalid_type';
  if (field === 'phone') return i18n.t(empty ? EMPTY_TEXT.phone : 'checkout.errors.phoneInvalid');
  if (issue.code === 'too_big') {
    return i18n.t('checkout.errors.tooLong', { max: Number(issue.maximum) });
  }
  const emptyText = EMPTY_TEXT[field as keyof typeof EMPTY_TEXT];
  return empty && emptyText ? i18n.t(emptyText) : undefined;
};

/** API paths of a refused body → the form's fields. */
export const CHECKOUT_FIELDS = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  'delivery.city': 'city',
  'delivery.street': 'street',
  'delivery.house': 'house',
  'delivery.flat': 'flat',
  'delivery.pickup_point_id': 'pickup_point_id',
  'delivery.method': 'delivery_method',
  contact: 'name',
  comment: 'comment',
} as const;

/** The form's rules: the contract's order schema, its paths landing on the form's fields. */
export const checkoutRules: SchemaRules<CheckoutFormValues> = {
  schema: checkoutSchema,
  input: orderInput,
  fields: CHECKOUT_FIELDS,
  issueText: checkoutIssueText,
};

/**
 * The body of POST /api/orders: the form, the cart lines at the prices the shopper sees, and the
 * promo code applied (left out when none is).
 */
export function toOrderCreate(
  values: CheckoutFormValues,
  lines: readonly ClientCartLine[],
  promoCode: string | null = null,
): OrderCreate {
  const delivery: OrderCreate['delivery'] =
    values.delivery_method === 'pickup'
      ? { method: 'pickup', pickup_point_id: Number(values.pickup_point_id) }
      : {
          method: 'courier',
          city: values.city.trim(),
          street: values.street.trim(),
          house: values.house.trim(),
          flat: values.flat.trim() || null,
        };
  return {
    contact: { name: values.name.trim(), phone: normalisePhone(values.phone) },
    delivery,
    payment_method: values.payment_method,
    lines: lines.map((line) => ({
      variant_id: line.id,
      quantity: line.quantity,
      price: line.price,
    })),
    comment: values.comment.trim() || null,
    ...(promoCode ? { promo_code: promoCode } : {}),
  };
}
