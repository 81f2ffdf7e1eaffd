import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import type { LoginRouteState } from '@/features/auth/login-route-state';
import { CartView } from '@/features/cart/components/cart-view';
import { usePageTitle } from '@/hooks/use-page-title';
import { useCurrentUser } from '@/lib/session';

/**
 * /cart, open to guests (decision 027): a guest's cart is kept locally, and «Оформить заказ» asks
 * a guest to sign in or up (the sign-in page says why), then goes on to /checkout with the cart
 * merged into their account's; a signed-in shopper goes there at once.
 */
export function CartRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  usePageTitle(t('cart.title'));

  const signInToCheckout = () => {
    const state: LoginRouteState = { from: { pathname: paths.checkout }, reason: 'checkout' };
    void navigate(paths.login, { state });
  };

  return <CartView onCheckout={user ? () => void navigate(paths.checkout) : signInToCheckout} />;
}
