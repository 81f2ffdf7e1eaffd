import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconHistory } from '@tabler/icons-react';
import { PAGE_SIZE } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { EmptyState } from '@/components/empty-state';
import { QueryStates } from '@/components/query-states';
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
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.ceil(total / PAGE_SIZE);

  const failed = query.isError
    ? {
        message: t('adminAudit.loadFailed'),
        toastId: 'admin-audit-load-failed',
        onRetry: () => void query.refetch(),
      }
    : null;
  const empty = entries.length === 0 && (
    <EmptyState
      icon={<IconHistory size={32} />}
      title={t('adminAudit.empty')}
      text={filtered ? t('adminAudit.emptyFiltered') : undefined}
      headingOrder={3}
    />
  );
  const label = t('adminAudit.label');

  return (
    <Stack gap="md">
      <AuditFilters filters={filters} set={set} />
      <Group justify="space-between" gap="xs" mih={30}>
        <Text size="sm" c="dimmed" data-testid="audit-found">
          {query.data ? t('adminAudit.found', { count: total }) : null}
        </Text>
        {filtered && (
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
        )}
      </Group>
      <QueryStates failed={failed} pending={query.isPending} empty={empty}>
        {table ? (
          <AuditTable entries={entries} label={label} />
        ) : (
          <AuditCards entries={entries} label={label} />
        )}
      </QueryStates>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={setPage}
            siblings={table ? 1 : 0}
            boundaries={1}
            size="sm"
            getItemProps={(n) => ({ 'aria-label': t('common.pager.page', { page: n }) })}
            aria-label={label}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
