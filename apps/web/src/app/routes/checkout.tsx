import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { useCart } from '@/features/cart/hooks/use-cart';

/** /checkout: the cart's lines (from the cart feature) meet the checkout form here. */
export function CheckoutRoute() {
  const { lines, isLoading } = useCart();
  return <CheckoutPage lines={lines} cartLoading={isLoading} />;
}
