import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { CheckoutSettingsPage } from '@/features/admin-orders/components/checkout-settings-form';
import { OrderAdminDetail } from '@/features/admin-orders/components/order-admin-detail';
import { OrderPrint } from '@/features/admin-orders/components/order-print';
import { OrdersList } from '@/features/admin-orders/components/orders-list';
import { OrdersSubnav } from '@/features/admin-orders/components/orders-subnav';
import { OutboxList } from '@/features/admin-orders/components/outbox-list';
import { StockSettingsCard } from '@/features/admin-items/components/stock-settings-card';
import { useListParams } from '@/hooks/use-list-params';
import { usePageTitle } from '@/hooks/use-page-title';

function Section({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <AdminPageHeader title={title} />
      <OrdersSubnav />
      {children}
    </Stack>
  );
}

/** /admin/orders: every order (admins). */
export function AdminOrdersRoute() {
  const { t } = useTranslation();
  return (
    <Section title={t('adminOrders.title')}>
      <OrdersList />
    </Section>
  );
}

/** /admin/orders/emails: the email outbox, read-only. */
export function AdminOrderEmailsRoute() {
  const { t } = useTranslation();
  const { page, setPage } = useListParams();
  return (
    <Section title={t('adminOrders.emails.title')}>
      <OutboxList page={page} onPage={setPage} />
    </Section>
  );
}

/** /admin/orders/settings: delivery prices and pickup points, and the low-stock threshold. */
export function AdminOrderSettingsRoute() {
  const { t } = useTranslation();
  return (
    <Section title={t('adminOrders.settings.title')}>
      <CheckoutSettingsPage />
      <StockSettingsCard />
    </Section>
  );
}

/** /admin/orders/{id}: one order with its status changes. */
export function AdminOrderRoute() {
  const { id } = useParams();
  return <OrderAdminDetail key={id} id={Number(id)} />;
}

/** /admin/orders/{id}/print: the packing slip, outside the admin layout so it prints plain. */
export function AdminOrderPrintRoute() {
  const { id } = useParams();
  return <OrderPrint key={id} id={Number(id)} />;
}
