import {
  DELIVERY_METHOD_LABELS_RU,
  ORDER_STATUS_LABELS_RU,
  orderNumber,
  PAYMENT_METHOD_LABELS_RU,
  PAYMENT_STATE_LABELS_RU,
} from '@shop/contract';
import { csvDateTime, csvMoney, type CsvColumn } from '../../lib/csv-export';
import { addressText } from './order-emails';
import type { OrderListRow } from './orders.repository';

/** The columns of the orders export, in the admin list's words. */
export const ORDER_EXPORT_COLUMNS: CsvColumn<OrderListRow>[] = [
  { header: 'Номер', value: (o) => orderNumber(o.id) },
  { header: 'Дата (UTC)', value: (o) => csvDateTime(o.createdAt) },
  { header: 'Статус', value: (o) => ORDER_STATUS_LABELS_RU[o.status] },
  { header: 'Покупатель', value: (o) => o.contactName },
  { header: 'Email', value: (o) => o.email },
  { header: 'Телефон', value: (o) => o.contactPhone },
  { header: 'Доставка', value: (o) => DELIVERY_METHOD_LABELS_RU[o.deliveryMethod] },
  { header: 'Адрес', value: addressText },
  { header: 'Способ оплаты', value: (o) => PAYMENT_METHOD_LABELS_RU[o.paymentMethod] },
  { header: 'Оплата', value: (o) => PAYMENT_STATE_LABELS_RU[o.paymentState] },
  { header: 'Товаров, шт.', value: (o) => o.itemsCount },
  { header: 'Сумма товаров', value: (o) => csvMoney(o.itemsTotal) },
  { header: 'Промокод', value: (o) => o.promoCode },
  { header: 'Скидка', value: (o) => csvMoney(o.discountTotal) },
  { header: 'Стоимость доставки', value: (o) => csvMoney(o.deliveryPrice) },
  { header: 'Итого', value: (o) => csvMoney(o.total) },
  { header: 'Возвращено', value: (o) => csvMoney(o.refundedTotal) },
  { header: 'Валюта', value: (o) => o.currency },
  { header: 'Комментарий', value: (o) => o.comment },
];
