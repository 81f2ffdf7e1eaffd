import { createCashReceived } from './cash-received';
import { createEditDelivery } from './edit-delivery';
import { createOrderNotes } from './order-notes';
import { createOrderQueries } from './order-queries';
import { createOrderReturns } from './order-returns';
import { createOrderTransitions } from './order-transitions';
import { createOrdersContext, type OrdersDeps } from './orders.context';
import { createPaymentNotices } from './payment-notices';
import { createPaymentPage } from './payment-page';
import { createPlaceOrder } from './place-order';
import { createPromoQuote } from './order-pricing';
import { createUndoDelivered } from './undo-delivered';

/**
 * Orders (the one writer of `orders`, `order_lines`, `order_events`): placing them in one
 * transaction with the stock, their statuses along ORDER_TRANSITIONS, online payment through the
 * provider adapter, and an email for every change (docs/decisions/033, 034, 035). Each use case
 * lives in its own file; this puts them together over dependencies built once.
 */
export function createOrdersService(deps: OrdersDeps) {
  const ctx = createOrdersContext(deps);
  const queries = createOrderQueries(ctx);
  const paymentPage = createPaymentPage(ctx);
  const placeOrder = createPlaceOrder(ctx, paymentPage.openCheckout);
  const notices = createPaymentNotices(ctx);
  const returns = createOrderReturns(ctx);
  const transitions = createOrderTransitions(ctx, notices.refund, returns.recoverPendingReturns);
  const notes = createOrderNotes(ctx);
  const delivery = createEditDelivery(ctx);
  const undo = createUndoDelivered(ctx);
  const cash = createCashReceived(ctx);
  return {
    create: placeOrder.create,
    quotePromo: createPromoQuote(ctx),
    startPayment: paymentPage.startPayment,
    get: queries.get,
    usualSizes: queries.usualSizes,
    listOwn: queries.listOwn,
    listAll: queries.listAll,
    exportPages: queries.exportPages,
    customerTotals: queries.customerTotals,
    cancel: transitions.cancel,
    setStatus: transitions.setStatus,
    setStatuses: transitions.setStatuses,
    applyPaymentNotice: notices.applyPaymentNotice,
    runAfterCommit: ctx.runAfterCommit,
    refund: notices.refund,
    sweep: transitions.sweep,
    notes: notes.notes,
    addNote: notes.addNote,
    editDelivery: delivery.editDelivery,
    createReturn: returns.createReturn,
    undoDelivered: undo.undoDelivered,
    recordCash: cash.recordCash,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
