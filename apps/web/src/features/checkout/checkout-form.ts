import {
  isValidPhone,
  normalisePhone,
  ORDER_LIMITS,
  PHONE_MAX_LENGTH,
  type ClientCartLine,
  type DeliveryMethod,
  type OrderCreate,
  type PaymentMethod,
  type User,
} from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The checkout form: values as the inputs hold them, the rules with their Russian messages (the
 * limits are the contract's, so the form and the API refuse the same values) and the body of
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
 * What the shopper has typed, per account, for as long as the page lives: the form starts from
 * it whenever it is drawn again (the page's data arriving or refreshing, a visit to the cart and
 * back), so nothing typed is ever replaced by the profile's values or emptied. In memory only: the
 * address and the phone stay out of storage.
 */
const drafts = new Map<number, CheckoutFormValues>();

export function checkoutDraft(userId: number | undefined): CheckoutFormValues | null {
  return userId === undefined ? null : (drafts.get(userId) ?? null);
}

export function rememberCheckoutDraft(userId: number | undefined, values: CheckoutFormValues) {
  if (userId !== undefined) drafts.set(userId, values);
}

/** The order is placed (or the shopper signed out): the next checkout starts afresh. */
export function forgetCheckoutDrafts() {
  drafts.clear();
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

function required(value: string, empty: string, max: number): string | null {
  const text = value.trim();
  if (!text) return empty;
  if (text.length > max) return i18n.t('checkout.errors.tooLong', { max });
  return null;
}

function optional(value: string, max: number): string | null {
  return value.trim().length > max ? i18n.t('checkout.errors.tooLong', { max }) : null;
}

/** Mantine form rules; the address is checked for courier delivery only, the point for pickup. */
export const checkoutValidate = {
  name: (value: string) => required(value, i18n.t('checkout.errors.name'), ORDER_LIMITS.nameMax),
  phone: (value: string) => {
    if (!value.trim()) return i18n.t('checkout.errors.phone');
    if (value.length > PHONE_MAX_LENGTH || !isValidPhone(normalisePhone(value)))
      return i18n.t('checkout.errors.phoneInvalid');
    return null;
  },
  city: (value: string, values: CheckoutFormValues) =>
    values.delivery_method === 'courier'
      ? required(value, i18n.t('checkout.errors.city'), ORDER_LIMITS.cityMax)
      : null,
  street: (value: string, values: CheckoutFormValues) =>
    values.delivery_method === 'courier'
      ? required(value, i18n.t('checkout.errors.street'), ORDER_LIMITS.streetMax)
      : null,
  house: (value: string, values: CheckoutFormValues) =>
    values.delivery_method === 'courier'
      ? required(value, i18n.t('checkout.errors.house'), ORDER_LIMITS.houseMax)
      : null,
  flat: (value: string, values: CheckoutFormValues) =>
    values.delivery_method === 'courier' ? optional(value, ORDER_LIMITS.flatMax) : null,
  pickup_point_id: (value: string, values: CheckoutFormValues) =>
    values.delivery_method === 'pickup' && !value ? i18n.t('checkout.errors.pickupPoint') : null,
  comment: (value: string) => optional(value, ORDER_LIMITS.commentMax),
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

/** The body of POST /api/orders: the form and the cart lines at the prices the shopper sees. */
export function toOrderCreate(
  values: CheckoutFormValues,
  lines: readonly ClientCartLine[],
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
  };
}
