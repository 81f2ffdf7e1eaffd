import {
  ORDERS_PAGE_SIZE,
  type OrderDetail,
  type OrderPage,
  type OrderStatus,
} from '@shop/contract';
import { summaryOf } from './order.mapper';
import { visible, type Viewer } from './order-policy';
import type { OrdersContext } from './orders.context';
import type { OrderFilters, OrderListRow } from './orders.repository';
import { USUAL_SIZE_LINES, usualSizesOf, type UsualSize } from './usual-sizes';

/** Reading orders: one for its viewer, the lists, and the sizes a shopper usually takes. */
export function createOrderQueries({ db, repo, mediaUrl, detail }: OrdersContext) {
  async function listPage(filters: OrderFilters, page: number): Promise<OrderPage> {
    const { rows, total } = await repo.page(
      filters,
      (page - 1) * ORDERS_PAGE_SIZE,
      ORDERS_PAGE_SIZE,
    );
    return {
      orders: rows.map((row: OrderListRow) =>
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
      return usualSizesOf(await repo.sizesBought(userId, USUAL_SIZE_LINES));
    },

    /** The shopper's own orders, newest first. */
    async listOwn(viewer: Viewer, page: number): Promise<OrderPage> {
      return listPage({ viewer, shown: 'list' }, page);
    },

    /** Every order the viewer may open (an admin: all of them), with search and filters. */
    async listAll(
      viewer: Viewer,
      query: {
        page: number;
        q?: string;
        status?: OrderStatus[];
        date_from?: string;
        date_to?: string;
      },
    ): Promise<OrderPage> {
      return listPage(
        {
          viewer,
          shown: 'view',
          q: query.q || undefined,
          statuses: query.status,
          dateFrom: query.date_from,
          dateTo: query.date_to,
        },
        query.page,
      );
    },
  };
}
