import { isStrongEnoughPassword, passwordChangeSchema, PASSWORD_MIN_LENGTH } from '@shop/contract';
import { i18n } from '@/lib/i18n/i18n';

/** The password card's form: the current password, the new one twice. */
export interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordValues = {
  current_password: '',
  new_password: '',
  confirm_password: '',
};

/**
 * The contract's body with the form's own rules: the current password when the account has one,
 * a new one strong enough (the API's own test) and not the current one, typed twice alike; the
 * most used passwords are refused by the API (its list is not sent to the browser).
 */
export function passwordChangeFormSchema(hasPassword: boolean) {
  return passwordChangeSchema
    .extend({ confirm_password: passwordChangeSchema.shape.new_password })
    .superRefine((values, context) => {
      const refuse = (field: keyof PasswordValues, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      if (hasPassword && !values.current_password) {
        refuse('current_password', i18n.t('settings.password.currentRequired'));
      }
      if (!isStrongEnoughPassword(values.new_password)) {
        refuse('new_password', i18n.t('settings.password.tooShort', { min: PASSWORD_MIN_LENGTH }));
      }
      if (
        hasPassword &&
        values.current_password &&
        values.new_password === values.current_password
      ) {
        refuse('new_password', i18n.t('errors.SAME_PASSWORD'));
      }
      if (values.confirm_password !== values.new_password) {
        refuse('confirm_password', i18n.t('settings.password.mismatch'));
      }
    });
}
