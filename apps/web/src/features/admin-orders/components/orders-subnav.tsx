import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const SECTIONS = [
  { to: paths.admin.orders, key: 'orders' },
  { to: paths.admin.orderEmails, key: 'emails' },
  { to: paths.admin.orderSettings, key: 'settings' },
] as const;

/**
 * «Заказы» · «Письма» · «Доставка и самовывоз»: the parts of the admin's orders tab. The delivery
 * settings are the admins' (the same split as the route gates); an orders manager has the first two.
 */
export function OrdersSubnav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const admin = useSession().user?.is_admin === true;
  const sections = SECTIONS.filter((section) => admin || section.key !== 'settings');
  const current =
    SECTIONS.find((section) => section.to !== paths.admin.orders && pathname === section.to)?.to ??
    paths.admin.orders;
  return (
    <Group component="nav" aria-label={t('adminOrders.sectionsLabel')} gap={6} wrap="wrap">
      {sections.map((section) => {
        const active = section.to === current;
        return (
          <Button
            key={section.to}
            component={Link}
            to={section.to}
            size="xs"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
          >
            {t(`adminOrders.sections.${section.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
