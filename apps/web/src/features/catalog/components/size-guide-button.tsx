import { Button, Modal, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRuler2 } from '@tabler/icons-react';
import type { Category, Gender } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeGuideKind, sizeGuideTables } from '../size-guide';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';

/**
 * «Таблица размеров»: the size guide of the item's kind (clothes, trousers and jeans, shoes) in a
 * dialog, women's or men's by the item (both to choose from for unisex and kids' items). Nothing
 * for accessories and fragrances.
 */
export function SizeGuideButton({ category, gender }: { category: Category; gender: Gender }) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const phone = usePhone();
  useBackToClose(opened, close);
  const kind = sizeGuideKind(category);
  const tables = kind ? sizeGuideTables(kind, gender) : [];
  const [forWhom, setForWhom] = useState(tables[0]?.forWhom);
  if (!kind || tables.length === 0) return null;
  const shown = tables.find((entry) => entry.forWhom === forWhom) ?? tables[0]!;

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        color="wine"
        leftSection={<IconRuler2 size={16} stroke={1.7} />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {t('item.sizeGuide.open')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('item.sizeGuide.title', { kind: t(`item.sizeGuide.kinds.${kind}`) })}
        size="lg"
        fullScreen={phone}
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
          <Table.ScrollContainer minWidth={320}>
            <Table striped withTableBorder verticalSpacing={6} fz="sm" ta="center">
              <Table.Caption>
                {t(`item.sizeGuide.caption.${shown.forWhom}`, {
                  kind: t(`item.sizeGuide.kinds.${kind}`),
                })}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {shown.table.columns.map((column) => (
                    <Table.Th key={column} ta="center">
                      {t(`item.sizeGuide.columns.${column}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.table.rows.map((row) => (
                  <Table.Tr key={row.join('|')}>
                    {row.map((cell, index) => (
                      <Table.Td key={shown.table.columns[index]}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t(kind === 'shoes' ? 'item.sizeGuide.howToShoes' : 'item.sizeGuide.howTo')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
