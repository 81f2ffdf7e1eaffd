import { adminLandingPath, type AdminUser, type User } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SchemaFormSubmit } from '@/components/schema-form';
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
 * The admin user form's state: its values and rules, and the save (create or update, then back to
 * the list). An admin who gave up their own admin role stays signed in with the new roles and
 * lands where they allow, told what happened.
 */
export function useUserForm(user?: AdminUser) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAdminUser();
  const update = useUpdateAdminUser();
  const [formError, setFormError] = useState<string | null>(null);
  const me = useCurrentUser();
  const isSelf = user !== undefined && me?.id === user.id;

  const form = useSchemaForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user ? userToFormValues(user) : NEW_USER_VALUES,
    ...userRules(user ? 'edit' : 'create'),
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

  return { form, submit, formError, saving: create.isPending || update.isPending, isSelf };
}
