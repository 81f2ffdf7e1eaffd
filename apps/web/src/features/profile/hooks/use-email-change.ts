import type { User } from '@shop/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFormError } from '@/lib/form-errors';
import { credentialIssueText } from '@/lib/forms/credential-checks';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { notifySuccess } from '@/lib/notify';
import { useCancelEmailChange, useChangeEmail } from '../api/change-email';
import {
  EMPTY_EMAIL_CHANGE,
  emailChangeSchema,
  type EmailChangeValues,
} from '../email-change-form';

/**
 * The email card's change of address: the form of a new address (and the current password when
 * the account has one), sent as a change that waits for the link mailed to the new address, its
 * refusal in the form's alert; and the change taken back.
 */
export function useEmailChange(profile: User) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const cancel = useCancelEmailChange();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useSchemaForm<EmailChangeValues>({
    initialValues: EMPTY_EMAIL_CHANGE,
    schema: useMemo(() => emailChangeSchema(profile.has_password), [profile.has_password]),
    issueText: credentialIssueText,
  });

  const submit = ({ email, current_password }: EmailChangeValues) => {
    setFormError(null);
    return change.mutateAsync(
      {
        email: email.trim(),
        ...(profile.has_password && { current_password }),
      },
      {
        onSuccess: (updated) => {
          form.setValues(EMPTY_EMAIL_CHANGE);
          notifySuccess(t('settings.email.sentText', { email: updated.pending_email ?? '' }), {
            id: 'email-change-sent',
            title: t('settings.email.sent'),
          });
        },
        onError: (error) =>
          applyFormError(form, error, {
            fallback: t('settings.email.failed'),
            setFormError,
            toastId: 'email-change-failed',
          }),
      },
    );
  };

  const cancelChange = () =>
    cancel.mutate(undefined, {
      onSuccess: () =>
        notifySuccess(t('settings.email.cancelled'), { id: 'email-change-cancelled' }),
    });

  return {
    form,
    submit,
    formError,
    pending: change.isPending,
    cancelChange,
    cancelling: cancel.isPending,
  };
}
