/**
 * The orders area: checkout and the shopper's orders. The router loads this module (one chunk)
 * the first time one of these pages opens, so none of it weighs on the catalogue or the cart.
 */
export { CheckoutRoute } from '../routes/checkout';
export { OrderRoute, OrdersRoute } from '../routes/orders';
