import { PromoCodesPage } from '@/features/admin-promo-codes/components/promo-codes-page';

/** /admin/promo-codes: the shop's promo codes (admins). */
export function AdminPromoCodesRoute() {
  return <PromoCodesPage />;
}
