import { Anchor, Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHistoryStatus } from '@/components/admin/history-status';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { useEntityAudit } from '../api/get-audit';
import { AuditCards, AuditTable } from './audit-entries';

/**
 * «История изменений» on an item's or a user's page: its latest entries of the audit log, with a
 * way to the whole log filtered to it.
 */
export function EntityAudit({ entity, id }: { entity: 'item' | 'user'; id: number }) {
  const { t } = useTranslation();
  const table = useTableLayout();
  const query = useEntityAudit(entity, id);
  const entries = query.data?.items ?? [];
  const label = t('adminAudit.history.title');
  const titleId = `${entity}-audit-history`;

  const status = useHistoryStatus(query, entries.length, {
    failed: t('adminAudit.history.failed'),
    empty: t('adminAudit.history.empty'),
  });
  const Entries = table ? AuditTable : AuditCards;
  const body = status ?? <Entries entries={entries} withEntity={false} label={label} />;

  return (
    <Paper
      withBorder
      bg="white"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="baseline" mb="md">
        <Title order={3} fz="h4" id={titleId}>
          {label}
        </Title>
        {(query.data?.total ?? 0) > entries.length && (
          <Anchor component={Link} to={`${paths.admin.audit}?entity=${entity}&id=${id}`} size="sm">
            {t('adminAudit.history.all')}
          </Anchor>
        )}
      </Group>
      {body}
    </Paper>
  );
}
