import { Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAbbreviated,
  measuresBody,
  type SizeGuideKind,
  type sizeGuideTables,
} from '../size-guide';

/** A table of the guide with whom it is for (women, men). */
type SizeGuide = ReturnType<typeof sizeGuideTables>[number];

/**
 * One table of the guide: the sizes by rows, the caption saying whose sizes they are and what the
 * abbreviated columns stand for.
 */
function SizeTable({ kind, guide }: { kind: SizeGuideKind; guide: SizeGuide }) {
  const { t } = useTranslation();
  const { forWhom, table } = guide;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped withTableBorder verticalSpacing={6} fz="sm" ta="center">
        <Table.Caption>
          {[
            t(`item.sizeGuide.caption.${forWhom}`, {
              kind: t(`item.sizeGuide.kinds.${kind}`),
            }),
            [
              ...table.columns
                .filter(isAbbreviated)
                .map((column) => t(`item.sizeGuide.legend.${column}`)),
              t(measuresBody(table) ? 'item.sizeGuide.legend.body' : 'item.sizeGuide.legend.foot'),
            ].join(', '),
          ].join('. ')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column} ta="center">
                {t(`item.sizeGuide.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.join('|')}>
              {row.map((cell, index) => (
                <Table.Td key={table.columns[index]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The size guide's dialog: a chunk of its own, fetched when «Таблица размеров» is first pointed at
 * or pressed, so that an item's page starts without Mantine's Modal, Table and SegmentedControl.
 */
export function SizeGuideDialog({
  kind,
  tables,
  opened,
  onClose,
  fullScreen,
}: {
  kind: SizeGuideKind;
  tables: ReturnType<typeof sizeGuideTables>;
  opened: boolean;
  onClose: () => void;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const [forWhom, setForWhom] = useState(tables[0]?.forWhom);
  const shown = tables.find((entry) => entry.forWhom === forWhom) ?? tables[0]!;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('item.sizeGuide.title', { kind: t(`item.sizeGuide.kinds.${kind}`) })}
      size="lg"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': t('item.sizeGuide.close') }}
    >
      <Stack gap="md">
        {tables.length > 1 && (
          <SegmentedControl
            value={shown.forWhom}
            onChange={(value) => setForWhom(value as typeof forWhom)}
            data={tables.map((entry) => ({
              value: entry.forWhom,
              label: t(`item.sizeGuide.forWhom.${entry.forWhom}`),
            }))}
            aria-label={t('item.sizeGuide.forWhomLabel')}
          />
        )}
        <SizeTable kind={kind} guide={shown} />
        <Text size="sm" c="dimmed">
          {t(
            kind === 'shoes'
              ? 'item.sizeGuide.howToShoes'
              : kind === 'bottoms'
                ? 'item.sizeGuide.howToBottoms'
                : shown.table.columns.includes('hips')
                  ? 'item.sizeGuide.howTo'
                  : 'item.sizeGuide.howToChest',
          )}
        </Text>
      </Stack>
    </Modal>
  );
}
