import { Card, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { orderNumber, type StockMovement } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { useHistoryStatus } from '@/components/admin/history-status';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { formatDate } from '@/lib/format';
import { useStockHistory } from '../api/get-stock-history';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'short', timeStyle: 'short' };

function useMovementText() {
  const { t } = useTranslation();
  return {
    variant: (m: StockMovement) =>
      [m.size ?? t('admin.items.stock.oneSize'), m.color].filter(Boolean).join(' · '),
    change: (m: StockMovement) => (m.delta > 0 ? `+${m.delta}` : `−${Math.abs(m.delta)}`),
    reason: (m: StockMovement) =>
      m.order_id === null
        ? t(`admin.items.history.reasons.${m.reason}`)
        : `${t(`admin.items.history.reasons.${m.reason}`)}, ${t('admin.items.history.order', { number: orderNumber(m.order_id) })}`,
    who: (m: StockMovement) => m.actor_name ?? t('admin.items.history.nobody'),
  };
}

/**
 * «История остатков» on the item's edit page: every change of its variants' stock, newest first
 * — a table on a wide screen, lines on a phone.
 */
export function StockHistory({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const table = useTableLayout();
  const query = useStockHistory(itemId);
  const text = useMovementText();
  const rows = query.data ?? [];

  const status = useHistoryStatus(query, rows.length, {
    failed: t('admin.items.history.failed'),
    empty: t('admin.items.history.empty'),
  });
  let body = status;
  if (!status && table)
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="xs" aria-label={t('admin.items.history.label')}>
          <Table.Thead>
            <Table.Tr>
              {(['date', 'variant', 'change', 'after', 'reason', 'who', 'note'] as const).map(
                (column) => (
                  <Table.Th key={column}>{t(`admin.items.history.columns.${column}`)}</Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(m.created_at, WHEN)}
                </Table.Td>
                <Table.Td>{text.variant(m)}</Table.Td>
                <Table.Td c={m.delta < 0 ? 'red.8' : 'teal.8'} fw={600}>
                  {text.change(m)}
                </Table.Td>
                <Table.Td>{m.stock_after}</Table.Td>
                <Table.Td>{text.reason(m)}</Table.Td>
                <Table.Td>{text.who(m)}</Table.Td>
                <Table.Td>{m.note}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  else if (!status)
    body = (
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('admin.items.history.label')}>
        {rows.map((m) => (
          <Card key={m.id} component="li" withBorder padding="xs" radius="md">
            <Text size="sm" fw={600}>
              <Text span c={m.delta < 0 ? 'red.8' : 'teal.8'} inherit>
                {text.change(m)}
              </Text>{' '}
              → {m.stock_after} · {text.variant(m)}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(m.created_at, WHEN)} · {text.reason(m)} · {text.who(m)}
            </Text>
            {m.note ? <Text size="xs">{m.note}</Text> : null}
          </Card>
        ))}
      </Stack>
    );

  return (
    <Paper
      withBorder
      bg="white"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="stock-history"
    >
      <Title order={3} fz="h4" id="stock-history" mb="md">
        {t('admin.items.history.title')}
      </Title>
      {body}
    </Paper>
  );
}
