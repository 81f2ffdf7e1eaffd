import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AdminUserSort, ListedUser } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelectAllHeader, SelectRowBox } from '@/components/admin/selection-boxes';
import { ListTable } from '@/components/admin/list-table';
import { sortHeaders, type Sorting } from '@/components/admin/sort-header';
import type { Selection } from '@/components/admin/use-selection';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

export function fullName(user: Pick<ListedUser, 'first_name' | 'last_name'>): string | null {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** The email, a link to the customer page. */
function CustomerLink({ user }: { user: ListedUser }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.admin.user.build(user.id)}
      size="sm"
      fw={600}
      aria-label={t('admin.users.openCustomer', { email: user.email })}
      // An address is read whole: its column widens for it, and it breaks only when it cannot fit.
      style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}
    >
      {user.email}
    </Anchor>
  );
}

function LastActive({ user }: { user: ListedUser }) {
  const { t } = useTranslation();
  return user.last_active_at
    ? formatDate(user.last_active_at, { dateStyle: 'medium', timeStyle: 'short' })
    : t('admin.users.neverActive');
}

type RowParts = {
  badges: (user: ListedUser) => ReactNode;
  /** Null: the viewer changes no account (an orders manager), so no column for it. */
  actions: ((user: ListedUser) => ReactNode) | null;
};

function Tick({ user, selection }: { user: ListedUser; selection: Selection }) {
  const { t } = useTranslation();
  return (
    <SelectRowBox
      selection={selection}
      rowId={user.id}
      label={t('admin.users.selectUser', { email: user.email })}
    />
  );
}

/** The users as a table on a wide screen, sorted by a click on a column's header. */
export function UsersTable({
  users,
  sorting,
  onSort,
  selection,
  roles,
  status,
  actions,
}: {
  users: ListedUser[];
  sorting: Sorting<AdminUserSort>;
  onSort: (sorting: Sorting<AdminUserSort>) => void;
  /** Null: nothing to do to ticked rows (an orders manager), so no ticks. */
  selection: Selection | null;
  roles: RowParts['badges'];
  status: RowParts['badges'];
  actions: RowParts['actions'];
}) {
  const { t } = useTranslation();
  const sortable = sortHeaders(sorting, onSort, ['email', 'name']);
  return (
    <ListTable
      label={t('admin.users.listLabel')}
      minWidth={860}
      head={
        <>
          {selection && (
            <SelectAllHeader selection={selection} label={t('admin.users.selectAll')} />
          )}
          {sortable('email', t('admin.users.columns.email'))}
          {sortable('name', t('admin.users.columns.name'))}
          <Table.Th>{t('admin.users.columns.role')}</Table.Th>
          <Table.Th>{t('admin.users.columns.status')}</Table.Th>
          {sortable('created', t('admin.users.columns.created'))}
          {sortable('last_active', t('admin.users.columns.lastActive'))}
          {actions && <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>}
        </>
      }
    >
      {users.map((user) => (
        <Table.Tr key={user.id}>
          {selection && (
            <Table.Td>
              <Tick user={user} selection={selection} />
            </Table.Td>
          )}
          <Table.Td>
            <CustomerLink user={user} />
          </Table.Td>
          <Table.Td>
            <Text size="sm">{fullName(user) ?? t('admin.common.noValue')}</Text>
          </Table.Td>
          <Table.Td>{roles(user)}</Table.Td>
          <Table.Td>{status(user)}</Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed">
              {formatDate(user.created_at, { dateStyle: 'medium' })}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c="dimmed">
              <LastActive user={user} />
            </Text>
          </Table.Td>
          {actions && <Table.Td>{actions(user)}</Table.Td>}
        </Table.Tr>
      ))}
    </ListTable>
  );
}

/** The users as cards on a phone, each ticked by its own box. */
export function UserCards({
  users,
  selection,
  roles,
  status,
  actions,
}: {
  users: ListedUser[];
  /** Null: nothing to do to ticked rows (an orders manager), so no ticks. */
  selection: Selection | null;
  roles: RowParts['badges'];
  status: RowParts['badges'];
  actions: RowParts['actions'];
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.users.listLabel')}>
      {users.map((user) => (
        <Card key={user.id} component="li" withBorder padding="md" radius="md" bg="white">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
              {selection && <Tick user={user} selection={selection} />}
              <Stack gap={4} miw={0}>
                <CustomerLink user={user} />
                {fullName(user) && (
                  <Text size="sm" c="dimmed">
                    {fullName(user)}
                  </Text>
                )}
              </Stack>
            </Group>
            {actions?.(user)}
          </Group>
          <Group gap="xs" mt="sm" wrap="wrap">
            {roles(user)}
            {status(user)}
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.users.columns.created')}:{' '}
            {formatDate(user.created_at, { dateStyle: 'medium' })} ·{' '}
            {t('admin.users.columns.lastActive')}: <LastActive user={user} />
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
