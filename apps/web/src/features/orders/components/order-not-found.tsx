import { IconReceiptOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPage } from '@/components/not-found-page';
import { paths } from '@/config/paths';

/** «Заказ не найден» (no such order, or another user's) with a way back to the orders. */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundPage
      icon={<IconReceiptOff size={32} stroke={1.5} />}
      title={t('orders.detail.notFound')}
      text={t('orders.detail.notFoundText')}
      backTo={paths.orders}
      backLabel={t('orders.detail.back')}
    />
  );
}
