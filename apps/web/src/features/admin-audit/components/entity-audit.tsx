import { Anchor, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const entries = query.data?.entries ?? [];
  const label = t('adminAudit.history.title');
  const titleId = `${entity}-audit-history`;

  let body;
  if (query.isPending) body = <Loader size="sm" aria-label={t('common.loading')} />;
  else if (query.isError)
    body = (
      <Text size="sm" c="red.8">
        {t('adminAudit.history.failed')}
      </Text>
    );
  else if (!entries.length)
    body = (
      <Text size="sm" c="dimmed">
        {t('adminAudit.history.empty')}
      </Text>
    );
  else if (table) body = <AuditTable entries={entries} withEntity={false} label={label} />;
  else body = <AuditCards entries={entries} withEntity={false} label={label} />;

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
