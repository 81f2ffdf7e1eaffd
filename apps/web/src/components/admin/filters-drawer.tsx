import { Badge, Button, Drawer, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Below this width a list's filters would fill the first screen: they wait in a drawer. */
export const FILTERS_DRAWER_QUERY = '(max-width: 47.99em)';

/**
 * A list's filters: inline on a wide screen; on a phone a «Фильтры» button with the number of
 * filters in use, which opens them in a drawer from below (each still applies at once, as inline).
 */
export function FiltersDrawer({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(FILTERS_DRAWER_QUERY, undefined, { getInitialValueInEffect: false });
  const [opened, { open, close }] = useDisclosure(false);
  if (!phone) return <>{children}</>;
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        leftSection={<IconAdjustmentsHorizontal size={18} />}
        rightSection={active ? <Badge circle>{active}</Badge> : null}
        aria-label={active ? t('admin.common.filtersActive', { count: active }) : undefined}
        fullWidth
      >
        {t('admin.common.filters')}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title={t('admin.common.filters')}
      >
        <Stack gap="sm" pb="md">
          {children}
        </Stack>
      </Drawer>
    </>
  );
}
