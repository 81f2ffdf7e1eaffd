import { Button, Stack } from '@mantine/core';
import { IconFilterOff, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ManagedList } from '@/components/admin/managed-list';
import { PageNumbers } from '@/components/admin/page-numbers';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { useListParams } from '@/hooks/use-list-params';
import { useAudit } from '../api/get-audit';
import { AuditFilters, auditFiltersOf, hasAuditFilters } from './audit-filters';
import { AuditCards, AuditTable } from './audit-entries';

/**
 * /admin/audit, «Журнал изменений»: who changed what and when, newest first, 20 per page,
 * filtered by section, number, action, person and days; page and filters live in the address.
 */
export function AuditLog() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const filters = auditFiltersOf(get);
  const filtered = hasAuditFilters(filters);
  const query = useAudit({ page, ...filters });
  const label = t('adminAudit.label');

  return (
    <Stack gap="md">
      <AuditFilters filters={filters} set={set} />
      <ManagedList
        query={query}
        found={{
          text: (count) => t('adminAudit.found', { count }),
          testId: 'audit-found',
          aside: filtered && (
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconFilterOff size={14} />}
              onClick={() =>
                set({ entity: null, id: null, actor: null, action: null, from: null, to: null })
              }
            >
              {t('adminAudit.reset')}
            </Button>
          ),
        }}
        page={page}
        setPage={setPage}
        loadFailed={t('adminAudit.loadFailed')}
        toastId="admin-audit-load-failed"
        empty={{
          icon: <IconHistory size={32} />,
          title: t('adminAudit.empty'),
          text: filtered ? t('adminAudit.emptyFiltered') : undefined,
        }}
      >
        {(entries) =>
          table ? (
            <AuditTable entries={entries} label={label} />
          ) : (
            <AuditCards entries={entries} label={label} />
          )
        }
      </ManagedList>
      <PageNumbers
        total={query.data?.total ?? 0}
        page={page}
        setPage={setPage}
        label={label}
        compact={!table}
      />
    </Stack>
  );
}
