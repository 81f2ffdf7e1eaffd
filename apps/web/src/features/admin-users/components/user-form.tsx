import {
  Alert,
  Button,
  Fieldset,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { PASSWORD_MIN_LENGTH, type AdminUser } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SchemaForm } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { useUserForm } from '../hooks/use-user-form';
import type { UserFormValues } from '../user-form';

/**
 * The four independent switches of an account's access. A protected account (`can_delete` false)
 * cannot lose its activity, nor an admin the role the server keeps (`can_remove_admin`); turning
 * them on stays possible.
 */
function AccessSwitches({
  form,
  user,
}: {
  form: UseFormReturnType<UserFormValues>;
  user?: AdminUser;
}) {
  const { t } = useTranslation();
  const lockActive =
    user !== undefined && !user.can_delete && form.values.is_active && user.is_active;
  const lockAdmin =
    user !== undefined && user.is_admin && !user.can_remove_admin && form.values.is_admin;
  return (
    <Fieldset legend={t('admin.users.form.access')} variant="filled" radius="md">
      <Stack gap="md">
        <Switch
          label={t('admin.users.form.isActive')}
          description={t('admin.users.form.isActiveHint')}
          disabled={lockActive}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Switch
          label={t('admin.users.form.isModerator')}
          description={t('admin.users.form.isModeratorHint')}
          {...form.getInputProps('is_moderator', { type: 'checkbox' })}
        />
        <Switch
          label={t('admin.users.form.isManager')}
          description={t('admin.users.form.isManagerHint')}
          {...form.getInputProps('is_manager', { type: 'checkbox' })}
        />
        <Switch
          label={t('admin.users.form.isAdmin')}
          description={t('admin.users.form.isAdminHint')}
          disabled={lockAdmin}
          {...form.getInputProps('is_admin', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

/**
 * The admin user form: email, password (required on create, empty on edit keeps it) and four
 * independent switches. A protected account (oneself, the last admin: `can_delete` false) keeps
 * its activity; the admin role goes only where the server allows (`can_remove_admin`: oneself
 * while another admin remains, never the last one). Save or cancel returns to the list; an admin
 * who gave up their own admin role stays signed in with the new roles and lands where they allow,
 * told what happened.
 */
export function UserForm({ user }: { user?: AdminUser }) {
  const { t } = useTranslation();
  const mode = user ? 'edit' : 'create';
  const { form, submit, formError, saving, isSelf } = useUserForm(user);
  const isProtected = user !== undefined && !user.can_delete;

  return (
    <Paper withBorder bg="white" p={{ base: 'md', sm: 'xl' }} maw={640}>
      <SchemaForm
        form={form}
        onSubmit={submit}
        aria-label={t('admin.users.form.label')}
        leaveGuard
        error={formError}
        alertFirst
        gap="md"
        pending={saving}
        submitLabel={mode === 'create' ? t('admin.common.create') : t('admin.common.save')}
        submitProps={{ maw: { sm: 200 } }}
        actions={
          <Button component={Link} to={paths.admin.users} variant="default" maw={{ sm: 160 }}>
            {t('admin.common.cancel')}
          </Button>
        }
        actionsProps={{ gap: 'sm', mt: 'sm', grow: true, preventGrowOverflow: false }}
      >
        {isProtected && (
          <Alert
            color="wine"
            variant="light"
            icon={<IconShieldLock size={18} />}
            title={t('admin.users.form.protectedTitle')}
          >
            {isSelf && user.can_remove_admin
              ? t('admin.users.form.protectedOwnText')
              : t('admin.users.form.protectedText')}
          </Alert>
        )}
        <TextInput
          label={t('admin.users.form.email')}
          type="email"
          autoComplete="off"
          required
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('admin.users.form.password')}
          description={
            mode === 'create'
              ? t('admin.users.form.passwordCreateHint', { min: PASSWORD_MIN_LENGTH })
              : t('admin.users.form.passwordEditHint')
          }
          autoComplete="new-password"
          required={mode === 'create'}
          {...form.getInputProps('password')}
        />
        <AccessSwitches form={form} user={user} />
        {mode === 'edit' && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              {isSelf ? t('admin.users.form.signOutOwnNote') : t('admin.users.form.signOutNote')}
            </Text>
          </Group>
        )}
      </SchemaForm>
    </Paper>
  );
}
