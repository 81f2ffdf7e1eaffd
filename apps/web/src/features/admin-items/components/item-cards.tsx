import { Badge, Box, Card, Group, Stack, Text } from '@mantine/core';
import { type ManagedItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { StockCell } from './stock-adjust';
import { ItemActions, ItemName, ItemSource, Price, StatusBadge, Thumb } from './item-row-parts';
import { SelectRowBox } from '@/components/admin/selection-boxes';
import { type Selection } from '@/components/admin/use-selection';

export function ItemCards({
  items,
  onDelete,
  selection,
}: {
  items: ManagedItem[];
  onDelete: (i: ManagedItem) => void;
  selection: Selection;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.items.listLabel')}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder padding="sm" radius="md" bg="white">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <SelectRowBox
              mt={4}
              selection={selection}
              rowId={item.id}
              label={t('admin.items.selectItem', { name: item.name })}
            />
            <Thumb item={item} size={64} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <ItemName item={item} />
                {/* A long name wraps; the three buttons keep their width beside it. */}
                <Box style={{ flexShrink: 0 }}>
                  <ItemActions item={item} onDelete={onDelete} />
                </Box>
              </Group>
              <Group gap={6} wrap="wrap">
                <Price item={item} />
                <StatusBadge item={item} />
                <Badge variant="light" color="sand" c="dark">
                  {t(`catalog.categories.${item.category}`)}
                </Badge>
                <Badge variant="outline" color="gray">
                  {t('admin.items.variantsCount', { count: item.variants_count })}
                </Badge>
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  {t('admin.items.stockColumn')}:
                </Text>
                <StockCell item={item} />
              </Group>
              <Text size="xs" c="dimmed" truncate title={item.owner_name ?? undefined}>
                {t('admin.items.columns.owner')}: {item.owner_name ?? t('admin.items.noOwner')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('admin.items.columns.source')}: <ItemSource item={item} />
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
