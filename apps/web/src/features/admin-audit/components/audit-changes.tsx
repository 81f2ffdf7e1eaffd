import { Stack, Text } from '@mantine/core';
import type { AuditEntry } from '@shop/contract';
import { useAuditText } from './use-audit-text';

/** An entry's changes, one line each: «Цена: 1 000 → 1 200». */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const text = useAuditText();
  const lines = text.changes(entry);
  if (!lines.length) return null;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600} inherit>
            {line.label}:
          </Text>{' '}
          {line.before} → {line.after}
        </Text>
      ))}
    </Stack>
  );
}
