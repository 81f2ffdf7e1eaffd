import { orderNumber, type AuditEntry, type AuditValue } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';

/** An action code as its locale key: a dot would be read as one more level of keys. */
export const actionKey = <A extends string>(action: A) =>
  action.replace('.', '_') as A extends `${infer E}.${infer V}` ? `${E}_${V}` : A;

const NUMBER = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 6 });

/** One changed field as a reader sees it: its name in words, the value before and after. */
export interface ChangeLine {
  field: string;
  label: string;
  before: string;
  after: string;
}

/**
 * The words of an entry: the action as a phrase, the entity it is about, and each change as
 * «Цена: 1 000 → 1 200». A field named `price.SKU-1` is the price of that size: its name, then the
 * part in brackets.
 */
export function useAuditText() {
  const { t } = useTranslation();

  function value(entry: AuditEntry, field: string, v: AuditValue): string {
    if (v === null) return t('adminAudit.none');
    if (typeof v === 'boolean') return t(v ? 'adminAudit.yes' : 'adminAudit.no');
    if (typeof v === 'number') return NUMBER.format(v);
    if (Array.isArray(v))
      return v.length
        ? v.map((one) => value(entry, field, one as AuditValue)).join(', ')
        : t('adminAudit.none');
    if (field === 'status')
      return entry.entity_type === 'order'
        ? t(`orders.status.${v}`, { defaultValue: v })
        : t(`admin.items.statuses.${v}`, { defaultValue: v });
    if (field === 'payment_state') return t(`orders.paymentState.${v}`, { defaultValue: v });
    // Coded values in the words the shop shows them: «Для кого: Унисекс → Женщинам».
    if (field === 'category' || field === 'categories')
      return t(`catalog.categories.${v}`, { defaultValue: v });
    if (field === 'gender') return t(`catalog.genders.${v}`, { defaultValue: v });
    if (field === 'carrier') return t(`orders.carrier.${v}`, { defaultValue: v });
    if (field === 'cash_received_at')
      return formatDate(v, { dateStyle: 'short', timeStyle: 'short' });
    // The moment a restored archive was taken, as the log's own dates read.
    if (field === 'snapshot_at') return formatDate(v, { dateStyle: 'short', timeStyle: 'short' });
    if (field === 'kind' && entry.entity_type === 'promo_code')
      return t(`adminPromoCodes.form.${v as 'percent' | 'amount'}`, { defaultValue: v });
    if ((field === 'starts_at' || field === 'ends_at') && entry.entity_type === 'promo_code')
      return formatDate(v, { dateStyle: 'short', timeStyle: 'short' });
    if (field === 'refund_method') return t(`adminAudit.refundMethods.${v}`, { defaultValue: v });
    // An import's end is its stage code; one recorded before the codes is its sentence.
    if (field === 'result' && entry.entity_type === 'import')
      return t(`adminAudit.importResults.${v}`, { defaultValue: v });
    return v;
  }

  function changes(entry: AuditEntry): ChangeLine[] {
    return Object.entries(entry.changes).map(([field, [before, after]]) => {
      const dot = field.indexOf('.');
      const [name, part] = dot < 0 ? [field, ''] : [field.slice(0, dot), field.slice(dot + 1)];
      const label = t(`adminAudit.fields.${name}`, { defaultValue: name });
      return {
        field,
        label: part ? `${label} (${part})` : label,
        before: value(entry, name, before),
        after: value(entry, name, after),
      };
    });
  }

  return {
    action: (entry: AuditEntry) => t(`adminAudit.actions.${actionKey(entry.action)}`),
    entity: (entry: AuditEntry) =>
      t(`adminAudit.entity.${entry.entity_type}`, {
        id: entry.entity_id ?? '',
        number: entry.entity_id === null ? '' : orderNumber(entry.entity_id),
      }),
    who: (entry: AuditEntry) => entry.actor_email ?? t('adminAudit.system'),
    changes,
  };
}
