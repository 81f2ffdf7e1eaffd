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
import { IconInfoCircle, IconShieldLock } from '@tabler/icons-react';
import { adminLandingPath, PASSWORD_MIN_LENGTH, type AdminUser, type User } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaForm, type SchemaFormSubmit } from '@/components/schema-form';
import { paths } from '@/config/paths';
import { applyFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { setSessionUser, setSessionUserOnArrival, useCurrentUser } from '@/lib/session';
import { useCreateAdminUser } from '../api/create-admin-user';
import { useUpdateAdminUser } from '../api/update-admin-user';
import {
  buildUserCreate,
  buildUserUpdate,
  NEW_USER_VALUES,
  userToFormValues,
  userRules,
  type UserFormValues,
} from '../user-form';

/** Where an admin who changed their own roles goes: the panel part their roles open, or the shop. */
function landingFor(self: User): string {
  return adminLandingPath(self) ?? paths.home;
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
  const navigate = useNavigate();
  const mode = user ? 'edit' : 'create';
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const [formError, setFormError] = useState<string | null>(null);
  const isProtected = user !== undefined && !user.can_delete;
  const me = useCurrentUser();
  const isSelf = user !== undefined && me?.id === user.id;

  const form = useSchemaForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user ? userToFormValues(user) : NEW_USER_VALUES,
    ...userRules(mode),
  });

  const onError = (error: unknown) =>
    applyFormError(form, error, {
      fallback: t('admin.common.saveFailed'),
      setFormError,
      toastId: 'admin-user-save-failed',
    });

  const submit = (values: UserFormValues, { release }: SchemaFormSubmit) => {
    setFormError(null);
    const done = (message: string) => {
      notifySuccess(message);
      release();
      void navigate(paths.admin.users);
    };
    if (user) {
      return update.mutateAsync(
        { id: user.id, body: buildUserUpdate(values) },
        {
          onSuccess: (saved) => {
            if (!isSelf) return done(t('admin.users.form.updated'));
            // The server kept this session with the new roles: they hold here at once, or, when
            // the admin role went, once this admin-only page has been left for one they open.
            const { can_edit: _e, can_delete: _d, can_remove_admin: _r, ...self } = saved;
            if (self.is_admin) {
              setSessionUser(self);
              return done(t('admin.users.form.updated'));
            }
            const landing = landingFor(self);
            setSessionUserOnArrival(self, landing);
            release();
            void navigate(landing, { replace: true });
            notifySuccess(t('admin.users.form.selfDemoted'), {
              message: self.is_manager
                ? t('admin.users.form.selfDemotedManager')
                : self.is_moderator
                  ? t('admin.users.form.selfDemotedModerator')
                  : t('admin.users.form.selfDemotedUser'),
              id: 'self-demoted',
            });
          },
          onError,
        },
      );
    } else {
      return create.mutateAsync(buildUserCreate(values), {
        onSuccess: () => done(t('admin.users.form.created')),
        onError,
      });
    }
  };

  const saving = create.isPending || update.isPending;
  // A protected account cannot lose its activity, nor an admin the role the server keeps; turning
  // them on stays possible.
  const lockActive = isProtected && form.values.is_active && user.is_active;
  const lockAdmin =
    user !== undefined && user.is_admin && !user.can_remove_admin && form.values.is_admin;

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
