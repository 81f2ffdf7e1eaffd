import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { AuditChanges } from './audit-changes';
import { useAuditText } from './use-audit-text';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

/** Where an entry's entity is managed, if it has a page. */
function entityPath(entry: AuditEntry): string | null {
  if (entry.entity_id === null) return null;
  if (entry.entity_type === 'item') return paths.admin.itemEdit.build(entry.entity_id);
  if (entry.entity_type === 'user') return paths.admin.userEdit.build(entry.entity_id);
  if (entry.entity_type === 'order') return paths.admin.order.build(entry.entity_id);
  return null;
}

function Who({ entry }: { entry: AuditEntry }) {
  const text = useAuditText();
  if (entry.actor_id === null)
    return (
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {text.who(entry)}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={paths.admin.userEdit.build(entry.actor_id)}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {text.who(entry)}
    </Anchor>
  );
}

/** The action in words and, unless the list is about one entity, which one it concerned. */
function What({ entry, withEntity }: { entry: AuditEntry; withEntity: boolean }) {
  const text = useAuditText();
  const to = entityPath(entry);
  return (
    <>
      <Text size="sm" fw={600}>
        {text.action(entry)}
      </Text>
      {withEntity &&
        (to ? (
          <Anchor component={Link} to={to} size="xs">
            {text.entity(entry)}
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed">
            {text.entity(entry)}
          </Text>
        ))}
    </>
  );
}

/** The entries as a table, on a wide screen. */
export function AuditTable({
  entries,
  withEntity = true,
  label,
}: {
  entries: AuditEntry[];
  withEntity?: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {(['date', 'who', 'what', 'changes'] as const).map((column) => (
              <Table.Th key={column}>{t(`adminAudit.columns.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} style={{ verticalAlign: 'top' }}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(entry.at, WHEN)}</Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Who entry={entry} />
              </Table.Td>
              <Table.Td maw={260}>
                <What entry={entry} withEntity={withEntity} />
              </Table.Td>
              <Table.Td>
                <AuditChanges entry={entry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The entries as cards, on a narrow screen. */
export function AuditCards({
  entries,
  withEntity = true,
  label,
}: {
  entries: AuditEntry[];
  withEntity?: boolean;
  label: string;
}) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={label}>
      {entries.map((entry) => (
        <Card key={entry.id} component="li" withBorder padding="md" radius="md" bg="white">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <What entry={entry} withEntity={withEntity} />
            </Stack>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(entry.at, WHEN)}
            </Text>
          </Group>
          <Who entry={entry} />
          <Stack mt="xs" gap={0}>
            <AuditChanges entry={entry} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
