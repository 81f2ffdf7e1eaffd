import { Stack, Table, Text, Title } from '@mantine/core';
import type { ItemDetail } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import classes from './item-detail-view.module.css';
import { shownColor, shownStyle } from '@/lib/value-words';

/**
 * The description and the table of details (the colour is the one chosen): «Состав» after the
 * colour, then the source's other facts (season, country …) under their own titles.
 */
const shownOrNull = (shown: (value: string) => string, value: string | null) =>
  value ? shown(value) : null;

export function ItemAbout({ item, color }: { item: ItemDetail; color: string | null }) {
  const { t } = useTranslation();
  const details: { label: string; value: string | null }[] = [
    { label: t('item.details.category'), value: t(`catalog.categories.${item.category}`) },
    { label: t('item.details.gender'), value: t(`item.gender.${item.gender}`) },
    { label: t('item.details.color'), value: shownOrNull(shownColor, color ?? item.color) },
    { label: t('item.details.composition'), value: item.composition },
    { label: t('item.details.style'), value: shownOrNull(shownStyle, item.style) },
    { label: t('item.details.collection'), value: item.collection },
    { label: t('item.details.article'), value: item.article },
    ...item.attributes.map((a) => ({ label: a.title, value: a.value })),
  ];
  return (
    <>
      {item.description && (
        <Stack gap={6} mt="sm">
          <Title order={2} fz="h4" className={classes.sectionTitle}>
            {t('item.description')}
          </Title>
          <Text className={classes.description}>{item.description}</Text>
        </Stack>
      )}

      <Stack gap={6} mt="xs">
        <Title order={2} fz="h4" className={classes.sectionTitle}>
          {t('item.details.title')}
        </Title>
        <Table variant="vertical" withRowBorders={false} verticalSpacing={4} layout="fixed">
          <Table.Tbody>
            {details
              .filter((row) => row.value)
              .map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th w={130} fw={500} c="dimmed" bg="transparent">
                    {row.label}
                  </Table.Th>
                  <Table.Td>{row.value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </>
  );
}
