import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { i18n } from './i18n/i18n';

/**
 * Toasts. A success or notice is titled with what happened («Профиль обновлён», «Товар добавлен в
 * корзину»), never a bare «Успешно»; an error is titled 'Ошибка' with the reason as its text, so
 * every failure reads the same way. An `id` makes a toast appear once even when the same event
 * fires twice (StrictMode effects, several failing calls). A toast may offer one action («Перейти
 * в корзину», «Вернуть»); pressing it closes the toast.
 */

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  id?: string;
  /**
   * A title of its own: then the first argument is the text under it («Парсинг запущен» /
   * «Задача …»).
   */
  title?: string;
  /** More about what happened, under the title. */
  message?: ReactNode;
  action?: ToastAction;
  autoClose?: number | false;
}

let sequence = 0;

function show(text: string, color: string, options: ToastOptions) {
  const id = options.id ?? `toast-${++sequence}`;
  const { action } = options;
  const title = options.title ?? text;
  const message = options.title ? text : options.message;
  notifications.show({
    id,
    title,
    color,
    autoClose: options.autoClose ?? (action ? 7000 : 4000),
    message:
      message || action ? (
        <Group gap="xs" justify="space-between" wrap="nowrap" align="center">
          {message ? (
            <Text size="sm" c="dimmed" component="span">
              {message}
            </Text>
          ) : (
            <span />
          )}
          {action && (
            <Button
              size="compact-sm"
              variant="light"
              color={color}
              style={{ flex: 'none' }}
              onClick={() => {
                notifications.hide(id);
                action.onClick();
              }}
            >
              {action.label}
            </Button>
          )}
        </Group>
      ) : null,
  });
  return id;
}

export function notifyError(message: string, options: { id?: string; title?: string } = {}) {
  notifications.show({
    id: options.id,
    title: options.title ?? i18n.t('common.errorTitle'),
    message,
    color: 'red',
    autoClose: 6000,
  });
}

/** Something the user did has worked: the title says what. */
export function notifySuccess(title: string, options: ToastOptions = {}) {
  return show(title, 'teal', options);
}

/** A neutral notice (what the shop is about to do, what is needed next). */
export function notifyInfo(title: string, options: ToastOptions = {}) {
  return show(title, 'wine', options);
}
