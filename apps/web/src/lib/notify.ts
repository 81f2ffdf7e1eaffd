import { notifications } from '@mantine/notifications';
import { i18n } from './i18n/i18n';

/**
 * Toasts. Errors are titled 'Ошибка' (ARCHITECTURE rule 8); an `id` makes a toast appear once even
 * when the same event fires twice (StrictMode effects, several failing calls).
 */
export function notifyError(message: string, options: { id?: string; title?: string } = {}) {
  notifications.show({
    id: options.id,
    title: options.title ?? i18n.t('common.errorTitle'),
    message,
    color: 'red',
    autoClose: 6000,
  });
}

export function notifySuccess(message: string, options: { id?: string; title?: string } = {}) {
  notifications.show({
    id: options.id,
    title: options.title ?? i18n.t('common.successTitle'),
    message,
    color: 'teal',
  });
}
