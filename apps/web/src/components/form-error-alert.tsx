import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A form's own error message above its fields (besides the 'Ошибка' toast). */
export function FormErrorAlert({
  message,
  testId = 'form-error',
}: {
  message: string | null;
  testId?: string;
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
    </Alert>
  );
}
