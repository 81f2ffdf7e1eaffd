import { ActionIcon, Badge, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import type { AdminUser, ListedUser } from '@shop/contract';
import { useRef, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExportCsvButton } from '@/components/admin/export-csv-button';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { ManagedList } from '@/components/admin/managed-list';
import { PageNumbers } from '@/components/admin/page-numbers';
import { SearchField, type SearchBox } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { exportAdminUsers, useAdminUsers } from '../api/get-admin-users';
import { useDeleteUser } from '../hooks/use-delete-user';
import { UserBulkActions } from './user-bulk-actions';
import classes from './users-list.module.css';
import { useUsersListParams } from './users-list-params';
import { UserCards, UsersTable } from './users-table';

/** Badges keep their whole word («Неактивен») however narrow a table column gets. */
const WHOLE_BADGE = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** Админ / Модератор / Менеджер заказов for each role the user has, Пользователь for none. */
export function RoleBadges({
  user,
}: {
  user: Pick<AdminUser, 'is_admin' | 'is_moderator' | 'is_manager'>;
}) {
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
      {user.is_manager && (
        <Badge color="teal" variant="light" styles={WHOLE_BADGE}>
          {t('admin.users.roles.manager')}
        </Badge>
      )}
      {!user.is_admin && !user.is_moderator && !user.is_manager && (
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

/**
 * The page's heading (an orders manager reads the accounts as «Покупатели»), the CSV of the list
 * and, for an admin, «Добавить пользователя».
 */
function UsersPageHeader({
  edits,
  download,
}: {
  edits: boolean;
  download: ComponentProps<typeof ExportCsvButton>['download'];
}) {
  const { t } = useTranslation();
  return (
    <AdminPageHeader
      title={edits ? t('admin.users.title') : t('admin.tabs.customers')}
      action={
        <Group gap="xs">
          <ExportCsvButton download={download} fallbackName="customers.csv" />
          {edits && (
            <Button component={Link} to={paths.admin.userNew} leftSection={<IconPlus size={18} />}>
              {t('admin.users.add')}
            </Button>
          )}
        </Group>
      }
    />
  );
}

/**
 * /admin/users: the accounts 20 a page with the total and page numbers, searched by email, name or
 * phone, sorted on the server by email, name, registration or last activity (newest first unless
 * asked); the page, search and order live in the address, so Back returns to the same view. Rows
 * link to the customer page; ticked rows are activated or deactivated together. Delete after a
 * confirmation, unavailable for oneself and the last admin (`can_delete`).
 */
export function UsersList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, setPage, set, q, sorting, onSort, currentQ } = useUsersListParams();
  const searchBox = useRef<SearchBox>(null);
  const query = useAdminUsers({ page, q, ...sorting });
  const data = query.data;
  // An orders manager reads the accounts as customers; only an admin changes them.
  const edits = data?.can_create ?? false;

  const onDelete = useDeleteUser();
  const parts = {
    roles: (user: ListedUser) => <RoleBadges user={user} />,
    status: (user: ListedUser) => <StatusBadge active={user.is_active} />,
    actions: edits ? (user: ListedUser) => <UserActions user={user} onDelete={onDelete} /> : null,
  };

  return (
    <Stack gap="md">
      <UsersPageHeader
        edits={edits}
        // What the search box holds, though typing may not have paused: the file is what the list
        // is about to show.
        download={() => exportAdminUsers(searchBox.current?.settle() ?? currentQ())}
      />
      <SearchField
        ref={searchBox}
        value={q}
        onSearch={(value) => set({ q: value || null })}
        label={t('admin.users.searchLabel')}
        placeholder={t('admin.users.searchPlaceholder')}
      />
      <ManagedList
        query={query}
        found={{ text: (count) => t('admin.users.found', { count }) }}
        bulk={
          edits
            ? {
                resetKey: JSON.stringify([q, sorting]),
                bar: (selected, done) => <UserBulkActions selected={selected} onDone={done} />,
              }
            : null
        }
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
        {(users, selection) =>
          table ? (
            <UsersTable
              users={users}
              sorting={sorting}
              onSort={onSort}
              selection={edits ? selection : null}
              {...parts}
            />
          ) : (
            <UserCards users={users} selection={edits ? selection : null} {...parts} />
          )
        }
      </ManagedList>
      <PageNumbers
        total={data?.total}
        page={page}
        setPage={setPage}
        compact={!table}
        label={t('admin.users.pagerLabel')}
      />
    </Stack>
  );
}
