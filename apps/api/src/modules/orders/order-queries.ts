import {
  ORDERS_PAGE_SIZE,
  type AdminOrderSort,
  type OrderDetail,
  type OrderPage,
  type OrderStatus,
  type PaymentState,
  type SortOrder,
} from '@shop/contract';
import { pagesOf } from '../../lib/csv-export';
import { summaryOf } from './order.mapper';
import { visible, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';
import type { OrderFilters, OrderListRow } from './orders.repository';
import { USUAL_SIZE_LINES, usualSizesOf, type UsualSize } from './usual-sizes';

type AdminOrderFilters = {
  q?: string;
  status?: OrderStatus[];
  payment?: PaymentState[];
  date_from?: string;
  date_to?: string;
  user_id?: number;
  sort?: AdminOrderSort;
  order?: SortOrder;
};

function adminFilters(viewer: Viewer, query: AdminOrderFilters): OrderFilters {
  return {
    viewer,
    shown: 'view',
    q: query.q || undefined,
    statuses: query.status,
    paymentStates: query.payment,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    userId: query.user_id,
    sort: query.sort,
    order: query.order,
  };
}

type OrderQueriesDeps = Pick<OrdersContext, 'db' | 'repo' | 'mediaUrl' | 'detail'>;

/** Reading orders: one for its viewer, the lists, and the sizes a shopper usually takes. */
export function createOrderQueries({ db, repo, mediaUrl, detail }: OrderQueriesDeps) {
  async function listPage(filters: OrderFilters, page: number): Promise<OrderPage> {
    const { rows, total } = await repo.page(
      filters,
      (page - 1) * ORDERS_PAGE_SIZE,
      ORDERS_PAGE_SIZE,
      db,
    );
    return {
      items: rows.map((row: OrderListRow) =>
        summaryOf(row, row.itemsCount, row.imageKeys, mediaUrl),
      ),
      total,
      page,
      page_size: ORDERS_PAGE_SIZE,
    };
  }

  return {
    async get(viewer: Viewer, id: number): Promise<OrderDetail> {
      return detail(viewer, visible(viewer, await repo.get(id, db)), db);
    },

    /**
     * The sizes the user takes, by category and size system (letters, Russian numbers, shoes…):
     * for each, the sizes of their orders not cancelled, the most often ordered first, then the
     * latest (decision 041).
     */
    async usualSizes(userId: number): Promise<UsualSize[]> {
      return usualSizesOf(await repo.sizesBought(userId, USUAL_SIZE_LINES, db));
    },

    /** Per shopper among `userIds`: orders placed, what the ones not cancelled cost net of refunds, the latest. */
    customerTotals: (userIds: number[]) => repo.customerTotals(userIds, db),

    /** The shopper's own orders, newest first. */
    async listOwn(viewer: Viewer, page: number): Promise<OrderPage> {
      return listPage({ viewer, shown: 'list' }, page);
    },

    /** Every order the viewer may open (an admin: all of them), with search and filters. */
    async listAll(viewer: Viewer, query: AdminOrderFilters & { page: number }): Promise<OrderPage> {
      return listPage(adminFilters(viewer, query), query.page);
    },

    /** The same orders as `listAll`, every page of them, a page at a time (the CSV export). */
    exportPages(viewer: Viewer, query: AdminOrderFilters): AsyncGenerator<OrderListRow[]> {
      const filters = adminFilters(viewer, query);
      return pagesOf(async (offset, limit) => (await repo.page(filters, offset, limit, db)).rows);
    },
  };
}
