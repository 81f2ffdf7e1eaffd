import { csvDateTime, csvMoney, type CsvColumn } from '../../lib/csv-export';
import type { AuthService } from '../auth/auth.service';
import type { OrdersService } from '../orders/orders.service';
import type { UserRow } from './users.repository';

/** An account with what the shop knows of it as a customer. */
export type CustomerRow = {
  user: UserRow;
  orders: number;
  spent: string;
  lastOrderAt: Date | string | null;
  lastActiveAt: Date | string | null;
};

const roleOf = (user: UserRow) =>
  user.isAdmin
    ? 'Администратор'
    : user.isManager
      ? 'Менеджер заказов'
      : user.isModerator
        ? 'Модератор'
        : 'Покупатель';
const yesNo = (value: boolean) => (value ? 'да' : 'нет');

export const CUSTOMER_EXPORT_COLUMNS: CsvColumn<CustomerRow>[] = [
  { header: 'ID', value: (c) => c.user.id },
  { header: 'Email', value: (c) => c.user.email },
  { header: 'Имя', value: (c) => c.user.firstName },
  { header: 'Фамилия', value: (c) => c.user.lastName },
  { header: 'Телефон', value: (c) => c.user.phoneNumber },
  { header: 'Роль', value: (c) => roleOf(c.user) },
  { header: 'Активен', value: (c) => yesNo(c.user.isActive) },
  { header: 'Email подтверждён', value: (c) => yesNo(c.user.emailVerifiedAt !== null) },
  { header: 'Зарегистрирован (UTC)', value: (c) => csvDateTime(c.user.createdAt) },
  { header: 'Заказов', value: (c) => c.orders },
  { header: 'Сумма заказов', value: (c) => csvMoney(c.spent) },
  { header: 'Последний заказ (UTC)', value: (c) => csvDateTime(c.lastOrderAt) },
  { header: 'Последняя активность (UTC)', value: (c) => csvDateTime(c.lastActiveAt) },
];

/**
 * Pages of accounts joined with their orders' totals and their last use of a session (the orders
 * and auth modules answer for their own tables, a page of ids at a time).
 */
export async function* customerPages(
  accounts: AsyncIterable<UserRow[]>,
  orders: Pick<OrdersService, 'customerTotals'>,
  auth: Pick<AuthService, 'lastActive'>,
): AsyncGenerator<CustomerRow[]> {
  for await (const page of accounts) {
    const ids = page.map((user) => user.id);
    const [totals, active] = await Promise.all([orders.customerTotals(ids), auth.lastActive(ids)]);
    const totalsOf = new Map(totals.map((t) => [t.user_id, t]));
    const activeOf = new Map(active.map((a) => [a.user_id, a.at]));
    yield page.map((user) => {
      const total = totalsOf.get(user.id);
      return {
        user,
        orders: total?.orders ?? 0,
        spent: total?.spent ?? '0',
        lastOrderAt: total?.last_order_at ?? null,
        lastActiveAt: activeOf.get(user.id) ?? null,
      };
    });
  }
}
