import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A calm yellow note beside what it is about: lines that will not be ordered, stock that changed.
 * One sentence, and at most one way to act on it.
 */
export function WarningNote({
  children,
  action,
  testId,
}: {
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} data-testid={testId}>
      <Text size="sm">{children}</Text>
      {action}
    </Alert>
  );
}
