import { ActionIcon, Badge, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { PAGE_SIZE, type AdminUser } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { confirmThenDelete, ManagedList } from '@/components/admin/managed-list';
import { ListPager } from '@/components/list-pager';
import { SearchField } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatDate } from '@/lib/format';
import { useDeleteAdminUser } from '../api/delete-admin-user';
import { exportAdminUsers, useAdminUsers } from '../api/get-admin-users';
import classes from './users-list.module.css';

/** Badges keep their whole word («Неактивен») however narrow a table column gets. */
const WHOLE_BADGE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

function fullName(user: AdminUser): string | null {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
  return name || null;
}

/** Админ / Модератор for each role the user has, Пользователь for none. */
export function RoleBadges({ user }: { user: Pick<AdminUser, 'is_admin' | 'is_moderator'> }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {user.is_admin && (
        <Badge color="wine" variant="filled" styles={WHOLE_BADGE}>
          {t('admin.users.roles.admin')}
        </Badge>
      )}
      {user.is_moderator && (
        <Badge color="indigo" variant="light" styles={WHOLE_BADGE}>
          {t('admin.users.roles.moderator')}
        </Badge>
      )}
      {!user.is_admin && !user.is_moderator && (
        <Badge color="gray" variant="light" styles={WHOLE_BADGE}>
          {t('admin.users.roles.user')}
        </Badge>
      )}
    </Group>
  );
}

export function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="dot" styles={WHOLE_BADGE}>
      {active ? t('admin.users.status.active') : t('admin.users.status.inactive')}
    </Badge>
  );
}

function UserActions({ user, onDelete }: { user: AdminUser; onDelete: (user: AdminUser) => void }) {
  const { t } = useTranslation();
  const deleteButton = (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label={t('admin.users.deleteUser', { email: user.email })}
      disabled={!user.can_delete}
      className={classes.deleteLocked}
      onClick={() => onDelete(user)}
    >
      <IconTrash size={18} />
    </ActionIcon>
  );
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={t('admin.common.edit')}>
        <ActionIcon
          component={Link}
          to={paths.admin.userEdit.build(user.id)}
          variant="subtle"
          size="lg"
          aria-label={t('admin.users.editUser', { email: user.email })}
        >
          <IconEdit size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip
        label={user.can_delete ? t('admin.common.delete') : t('admin.users.protectedHint')}
        // A disabled button gets no pointer events: the wrapper carries the hint.
      >
        <span>{deleteButton}</span>
      </Tooltip>
    </Group>
  );
}

function UsersTable({ users, onDelete }: { users: AdminUser[]; onDelete: (u: AdminUser) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.users.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.users.columns.email')}</Table.Th>
            <Table.Th>{t('admin.users.columns.name')}</Table.Th>
            <Table.Th>{t('admin.users.columns.role')}</Table.Th>
            <Table.Th>{t('admin.users.columns.status')}</Table.Th>
            <Table.Th>{t('admin.users.columns.created')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{fullName(user) ?? t('admin.common.noValue')}</Text>
              </Table.Td>
              <Table.Td>
                <RoleBadges user={user} />
              </Table.Td>
              <Table.Td>
                <StatusBadge active={user.is_active} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {formatDate(user.created_at, { dateStyle: 'medium' })}
                </Text>
              </Table.Td>
              <Table.Td>
                <UserActions user={user} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function UserCards({ users, onDelete }: { users: AdminUser[]; onDelete: (u: AdminUser) => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.users.listLabel')}>
      {users.map((user) => (
        <Card key={user.id} component="li" withBorder padding="md" radius="md" bg="white">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} miw={0}>
              <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
              {fullName(user) && (
                <Text size="sm" c="dimmed">
                  {fullName(user)}
                </Text>
              )}
            </Stack>
            <UserActions user={user} onDelete={onDelete} />
          </Group>
          <Group gap="xs" mt="sm" wrap="wrap">
            <RoleBadges user={user} />
            <StatusBadge active={user.is_active} />
          </Group>
          <Text size="xs" c="dimmed" mt="xs">
            {t('admin.users.columns.created')}:{' '}
            {formatDate(user.created_at, { dateStyle: 'medium' })}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /admin/users: the accounts 20 per page, searched by email, name or phone; badges for roles and activity;
 * delete after a confirmation, unavailable for oneself and the last admin (`can_delete`).
 */
export function UsersList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const q = get('q');
  const query = useAdminUsers({ page, q });
  const remove = useDeleteAdminUser();
  const users = query.data ?? [];

  const onDelete = (user: AdminUser) =>
    confirmThenDelete({
      message: t('admin.users.confirmDelete', { email: user.email }),
      remove,
      id: user.id,
      deleted: t('admin.users.deleted', { email: user.email }),
      failed: t('admin.users.deleteFailed'),
      toastKey: 'admin-user-delete-failed',
    });

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('admin.users.title')}
        action={
          <Group gap="xs">
            <ExportCsvButton download={() => exportAdminUsers(q)} fallbackName="customers.csv" />
            <Button component={Link} to={paths.admin.userNew} leftSection={<IconPlus size={18} />}>
              {t('admin.users.add')}
            </Button>
          </Group>
        }
      />
      <SearchField
        value={q}
        onSearch={(value) => set({ q: value || null })}
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
      />
      <ManagedList
        query={query}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.users.loadFailed')}
        toastId="admin-users-load-failed"
        empty={{
          icon: <IconUsers size={32} />,
          title: t('admin.users.empty'),
          text: q ? t('admin.users.emptySearch', { q }) : undefined,
        }}
      >
        {(rows) =>
          table ? (
            <UsersTable users={rows} onDelete={onDelete} />
          ) : (
            <UserCards users={rows} onDelete={onDelete} />
          )
        }
      </ManagedList>
      <ListPager page={page} hasNext={users.length >= PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
