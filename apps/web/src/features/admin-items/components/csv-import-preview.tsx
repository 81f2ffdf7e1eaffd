import { Badge, Group, Mark, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import type { CsvFieldChange, CsvImportPreview, CsvLine, CsvLineAction } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTableLayout } from '@/components/admin/use-table-layout';

const ACTION_COLORS = {
  create: 'teal',
  update: 'blue',
  unchanged: 'gray',
  error: 'red',
} as const satisfies Record<CsvLineAction, string>;

const countOf = (addresses: string | null) => (addresses ? addresses.split(' ').length : 0);

/** A change as read: the pictures by their number (their addresses are long), else the value. */
function useShownChange() {
  const { t } = useTranslation();
  const empty = '—';
  return (change: CsvFieldChange) => {
    if (change.field !== 'pictures')
      return { before: change.before ?? empty, after: change.after ?? empty };
    const [before, after] = [countOf(change.before), countOf(change.after)];
    return {
      before: String(before),
      after:
        before === after ? `${after} (${t('adminCsvImport.picturesReordered')})` : String(after),
    };
  };
}

/** What a line changes (before → after, the new value marked) and what is wrong with it. */
function LineDetails({ line }: { line: CsvLine }) {
  const { t } = useTranslation();
  const shown = useShownChange();
  return (
    <Stack gap={2}>
      {line.errors.map((error) => (
        <Text key={`${error.column}-${error.reason}`} size="sm" c="red">
          <b>{error.column}</b>: {t(`adminCsvImport.errors.${error.reason}`)}
        </Text>
      ))}
      {line.changes.map((change) => (
        <Text key={change.field} size="sm">
          <b>{change.column}</b>: {shown(change).before} →{' '}
          <Mark color="yellow">{shown(change).after}</Mark>
        </Text>
      ))}
    </Stack>
  );
}

/** What a line will do, or once the file was applied, what it did. */
function ActionBadge({ action, applied }: { action: CsvLineAction; applied: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={ACTION_COLORS[action]} variant="light">
      {t(applied ? `adminCsvImport.appliedActions.${action}` : `adminCsvImport.actions.${action}`)}
    </Badge>
  );
}

const itemLabel = (line: CsvLine) => (line.item_id ? `${line.name} · #${line.item_id}` : line.name);

/** A wide screen's lines: number, action, item, SKU and what it changes, one row each. */
function PreviewLinesTable({ lines, applied }: { lines: CsvLine[]; applied: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>{t('adminCsvImport.columns.line')}</Table.Th>
            <Table.Th w={130}>{t('adminCsvImport.columns.action')}</Table.Th>
            <Table.Th>{t('adminCsvImport.columns.item')}</Table.Th>
            <Table.Th>{t('adminCsvImport.columns.sku')}</Table.Th>
            <Table.Th>
              {t(applied ? 'adminCsvImport.columns.applied' : 'adminCsvImport.columns.details')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.line} data-action={line.action}>
              <Table.Td>{line.line}</Table.Td>
              <Table.Td>
                <ActionBadge action={line.action} applied={applied} />
              </Table.Td>
              <Table.Td>{itemLabel(line)}</Table.Td>
              <Table.Td>{line.sku}</Table.Td>
              <Table.Td>
                <LineDetails line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A phone's lines: a card each, its number and SKU over the item and what it changes. */
function PreviewLineCards({ lines, applied }: { lines: CsvLine[]; applied: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {lines.map((line) => (
        <Paper key={line.line} withBorder p="sm" data-action={line.action}>
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text size="sm" c="dimmed">
              {t('adminCsvImport.lineLabel', { line: line.line })}
              {line.sku ? ` · ${line.sku}` : ''}
            </Text>
            <ActionBadge action={line.action} applied={applied} />
          </Group>
          <Text size="sm" fw={500} mb={4}>
            {itemLabel(line)}
          </Text>
          <LineDetails line={line} />
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The preview of a file: its counts, then each line with what it does — a table on a wide
 * screen, cards on a phone. Unchanged lines are hidden at first, as a whole shop's file is
 * mostly them.
 */
export function CsvImportPreviewTable({
  preview,
  applied = false,
}: {
  preview: CsvImportPreview;
  /** The file was applied: the lines are what it did, and the switch is gone. */
  applied?: boolean;
}) {
  const { t } = useTranslation();
  const table = useTableLayout();
  const [onlyChanges, setOnlyChanges] = useState(true);
  const lines = onlyChanges
    ? preview.lines.filter((line) => line.action !== 'unchanged')
    : preview.lines;

  return (
    <Stack gap="sm">
      {!applied && (
        <>
          <Text fw={500} data-testid="csv-import-counts">
            {t('adminCsvImport.counts', preview.counts)}
          </Text>
          <Switch
            checked={onlyChanges}
            onChange={(event) => setOnlyChanges(event.currentTarget.checked)}
            label={t('adminCsvImport.onlyChanges')}
          />
        </>
      )}
      {table ? (
        <PreviewLinesTable lines={lines} applied={applied} />
      ) : (
        <PreviewLineCards lines={lines} applied={applied} />
      )}
    </Stack>
  );
}
