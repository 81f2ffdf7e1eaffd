import { Group, Paper, Text } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BulkResult } from '@shop/contract';
import type { ParseKeys } from 'i18next';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOr } from '@/lib/error-messages';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';

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

/**
 * A list's bulk action on the server: `busy` while it runs; then the toast counts what changed
 * and names each row the server left (`refusal`), or says that none changed; a failed request
 * says `keys.failed` (or the server's reason). The list is asked for again whatever happened.
 */
export function useBulkRequest<Args>({
  send,
  keys,
  refusal,
  refresh,
  onDone,
}: {
  send: (args: Args) => Promise<BulkResult>;
  /** «Изменено: N», «Изменено: N, пропущено: M», none changed, the request failed. */
  keys: { changed: ParseKeys; changedSkipped: ParseKeys; none: ParseKeys; failed: ParseKeys };
  refusal: (skipped: BulkResult['skipped'][number], args: Args) => string;
  refresh: QueryKey;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (args: Args) => {
    setBusy(true);
    try {
      const result = await send(args);
      const changed = result.changed.length;
      notifyBulkResult(
        result,
        {
          changed: t(keys.changed, { count: changed }),
          changedSkipped: t(keys.changedSkipped, { changed, skipped: result.skipped.length }),
          none: t(keys.none),
        },
        [...new Set(result.skipped.map((skipped) => refusal(skipped, args)))],
      );
      onDone();
    } catch (error) {
      notifyError(errorTextOr(error, t(keys.failed)));
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: refresh });
    }
  };
  return { busy, run };
}
