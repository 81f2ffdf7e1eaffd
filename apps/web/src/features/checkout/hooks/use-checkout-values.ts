import { useEffect, useRef } from 'react';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useCurrentUser } from '@/lib/session';
import {
  checkoutDraft,
  checkoutRules,
  initialCheckoutValues,
  recipientUpdates,
  rememberCheckoutDraft,
  type CheckoutFormValues,
} from '../checkout-form';

/**
 * The checkout form's values: what was typed before (the drafts of `checkout-form.ts`), else the
 * profile's recipient, kept as a draft as they change. A recipient that comes later (the profile
 * loaded or changed) goes only into empty untouched fields.
 */
export function useCheckoutValues() {
  const user = useCurrentUser();
  // Controlled: the delivery and payment choices redraw the fields and the button as they change.
  const form = useSchemaForm<CheckoutFormValues>({
    mode: 'controlled',
    initialValues: checkoutDraft(user?.id) ?? initialCheckoutValues(user),
    ...checkoutRules,
    onValuesChange: (next) => rememberCheckoutDraft(user?.id, next),
  });
  const shownUser = useRef(user);
  useEffect(() => {
    if (shownUser.current === user) return;
    shownUser.current = user;
    const updates = recipientUpdates(user, form.getValues(), (field) => form.isTouched(field));
    if (updates.name !== undefined) form.setFieldValue('name', updates.name);
    if (updates.phone !== undefined) form.setFieldValue('phone', updates.phone);
  }, [user, form]);
  return form;
}
