import { Group, Paper, Text } from '@mantine/core';
import type { BulkResult } from '@shop/contract';
import type { ReactNode } from 'react';
import { notifyInfo, notifySuccess } from '@/lib/notify';

/**
 * The bar of a list's actions on its ticked rows: how many are ticked, then the actions. Sticky
 * under the header: on a phone the ticked rows are screens below the list's top.
 */
export function BulkBar({ selectedText, children }: { selectedText: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p="sm"
      bg="sand.0"
      aria-live="polite"
      shadow="sm"
      style={{
        position: 'sticky',
        top: 'calc(var(--app-header-height) + var(--mantine-spacing-xs))',
        zIndex: 3,
      }}
    >
      <Group gap="sm" wrap="wrap" align="end">
        <Text size="sm" fw={600}>
          {selectedText}
        </Text>
        {children}
      </Group>
    </Paper>
  );
}

/** The lines under a bulk action's toast: one per row the server left, saying why. */
export function SkippedLines({ lines }: { lines: string[] }) {
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm" component="span" display="block">
          {line}
        </Text>
      ))}
    </>
  );
}

/**
 * The toast after a bulk action: how many rows changed, and under it a line per row the server
 * left; a neutral notice when it changed none.
 */
export function notifyBulkResult(
  result: BulkResult,
  texts: { changed: string; changedSkipped: string; none: string },
  lines: string[],
) {
  if (!result.skipped.length) return void notifySuccess(texts.changed);
  const options = { message: <SkippedLines lines={lines} />, autoClose: 10_000 };
  if (result.changed.length) notifySuccess(texts.changedSkipped, options);
  else notifyInfo(texts.none, options);
}
