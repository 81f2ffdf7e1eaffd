import { Anchor, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { SalesReport } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';

const count = (value: number) => new Intl.NumberFormat(FORMAT_LOCALE).format(value);

function TopTable({
  title,
  nameHeader,
  rows,
}: {
  title: string;
  nameHeader: string;
  rows: { key: string; name: ReactNode; units: number; net: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
    >
      <Title order={3} fz="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="md" ta="center">
          {t('adminAnalytics.sales.empty')}
        </Text>
      ) : (
        <Table verticalSpacing={6} aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{nameHeader}</Table.Th>
              <Table.Th ta="right">{t('adminAnalytics.sales.unitsColumn')}</Table.Th>
              <Table.Th ta="right">{t('adminAnalytics.sales.netColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.name}</Table.Td>
                <Table.Td ta="right">{count(row.units)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.net}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

/** The period's best items and categories by net revenue, units net of returns. */
export function SalesTops({ report }: { report: SalesReport }) {
  const { t } = useTranslation();
  const money = (value: number) => formatPrice(Math.round(value), report.currency);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TopTable
        title={t('adminAnalytics.sales.topItems')}
        nameHeader={t('adminAnalytics.sales.item')}
        rows={report.top_items.map((item, i) => ({
          key: item.item_id === null ? `name-${i}` : String(item.item_id),
          name:
            item.item_id === null ? (
              <>
                {item.name}{' '}
                <Text span c="dimmed" size="sm">
                  ({t('adminAnalytics.sales.deletedItem')})
                </Text>
              </>
            ) : (
              <Anchor component={Link} to={paths.item.build(item.item_id)} size="sm">
                {item.brand ? `${item.brand} · ${item.name}` : item.name}
              </Anchor>
            ),
          units: item.units,
          net: money(item.net),
        }))}
      />
      <TopTable
        title={t('adminAnalytics.sales.topCategories')}
        nameHeader={t('adminAnalytics.sales.category')}
        rows={report.top_categories.map((row) => ({
          key: row.category ?? 'none',
          name:
            row.category === null
              ? t('adminAnalytics.sales.noCategory')
              : t(`catalog.categories.${row.category}`),
          units: row.units,
          net: money(row.net),
        }))}
      />
    </SimpleGrid>
  );
}
