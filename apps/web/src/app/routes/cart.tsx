import { useTranslation } from 'react-i18next';
import { CartView } from '@/features/cart/components/cart-view';
import { usePageTitle } from '@/hooks/use-page-title';

/** /cart. */
export function CartRoute() {
  const { t } = useTranslation();
  usePageTitle(t('cart.title'));
  return <CartView />;
}
