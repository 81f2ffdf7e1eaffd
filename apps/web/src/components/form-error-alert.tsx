import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A form's own error message above its fields (besides the 'Ошибка' toast). */
export function FormErrorAlert({
  message,
  testId = 'form-error',
  children,
}: {
  message: string | null;
  testId?: string;
  /** What may be done about it, under the message (e.g. «Повторить»). */
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      role="alert"
      data-testid={testId}
    >
      {message}
      {children}
    </Alert>
  );
}
