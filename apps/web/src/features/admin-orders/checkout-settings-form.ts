import {
  checkoutSettingsUpdateSchema,
  type CheckoutSettings,
  type CheckoutSettingsUpdate,
} from '@shop/contract';
import type { IssueText, SchemaRules } from '@/lib/forms/schema-resolver';
import { i18n } from '@/lib/i18n/i18n';

/**
 * The admin's «Настройки доставки»: values as the inputs hold them, the rules (the contract's
 * settings schema, so a courier price below zero is refused here as the API refuses it, instead
 * of being pulled up to a free delivery) and the PUT body.
 */

export interface PointValues {
  /** A stable key for React while points are added and removed. */
  key: string;
  id: number | null;
  name: string;
  address: string;
  hours: string;
}

export interface SettingsValues {
  courier_price: number | string;
  free_above: number | string;
  pickup_points: PointValues[];
}

let nextKey = 0;
export const newPointKey = () => `point-${(nextKey += 1)}`;

export function settingsToValues(settings: CheckoutSettings): SettingsValues {
  return {
    courier_price: settings.delivery.courier_price,
    free_above: settings.delivery.free_above ?? '',
    pickup_points: settings.pickup_points.map((point) => ({
      key: newPointKey(),
      id: point.id,
      name: point.name,
      address: point.address,
      hours: point.hours ?? '',
    })),
  };
}

/** A sum as typed: a number, or NaN for a half-typed «-» (refused, never read as 0). */
function sum(value: number | string): number {
  return typeof value === 'number' ? value : Number(value.trim().replace(',', '.') || Number.NaN);
}

export function settingsUpdate(values: SettingsValues): CheckoutSettingsUpdate {
  return {
    delivery: {
      courier_price: sum(values.courier_price),
      free_above: values.free_above === '' ? null : sum(values.free_above),
    },
    pickup_points: values.pickup_points.map((point) => ({
      ...(point.id !== null ? { id: point.id } : {}),
      name: point.name.trim(),
      address: point.address.trim(),
      hours: point.hours.trim() || null,
    })),
  };
}

const settingsIssueText: IssueText<string> = (field, issue) => {
  const t = i18n.t;
  const leaf = field.split('.').at(-1);
  if (leaf === 'courier_price' || leaf === 'free_above') {
    const max = Number(issue.maximum);
    return issue.code === 'too_big' && Number.isFinite(max)
      ? t('adminOrders.settings.errors.tooBig', { max: new Intl.NumberFormat('ru-RU').format(max) })
      : issue.code === 'not_multiple_of'
        ? t('adminOrders.settings.errors.decimals')
        : t('adminOrders.settings.errors.price');
  }
  if (issue.code === 'too_small' && leaf === 'name')
    return t('adminOrders.settings.errors.pointName');
  if (issue.code === 'too_small' && leaf === 'address')
    return t('adminOrders.settings.errors.pointAddress');
  return undefined;
};

export const settingsRules: SchemaRules<SettingsValues> = {
  schema: checkoutSettingsUpdateSchema,
  input: settingsUpdate,
  fields: { 'delivery.courier_price': 'courier_price', 'delivery.free_above': 'free_above' },
  lists: ['pickup_points'],
  issueText: settingsIssueText,
};
