import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useCart } from '@/features/cart/hooks/use-cart';

/**
 * /checkout: the cart's lines (from the cart feature) meet the checkout form here. Sold-out lines
 * stay in the cart but not in the order; the page says how many were left out.
 */
export function CheckoutRoute() {
  const { orderable, soldOutLines, isLoading } = useCart();
  return <CheckoutPage lines={orderable} leftOut={soldOutLines} cartLoading={isLoading} />;
}
