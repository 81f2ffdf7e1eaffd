import { Anchor, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconHanger, IconPlus } from '@tabler/icons-react';
import { CATEGORIES, PAGE_SIZE, type Outfit } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { confirmThenDelete, ManagedList } from '@/components/admin/managed-list';
import { ListPager } from '@/components/list-pager';
import { RowActions } from '@/components/admin/row-actions';
import { SearchField } from '@/components/admin/search-field';
import { ListThumb, listNameClass } from '@/components/admin/list-thumb';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { formatPrice } from '@/lib/format';
import { useDeleteAdminOutfit } from '../api/delete-admin-outfit';
import { useAdminOutfits } from '../api/get-admin-outfits';

function itemCount(outfit: Outfit): number {
  return CATEGORIES.reduce((sum, category) => sum + outfit[category].length, 0);
}

function Visibility({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  return outfit.is_public ? (
    <Badge variant="light" color="teal">
      {t('admin.outfits.public')}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      {t('admin.outfits.private')}
    </Badge>
  );
}

function OutfitName({ outfit }: { outfit: Outfit }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.outfit.build(outfit.id)}
      size="sm"
      fw={600}
      c="dark"
      aria-label={t('admin.outfits.openOutfit', { name: outfit.name })}
      className={listNameClass}
    >
      {outfit.name}
    </Anchor>
  );
}

function OutfitActions({ outfit, onDelete }: { outfit: Outfit; onDelete: (o: Outfit) => void }) {
  const { t } = useTranslation();
  return (
    <RowActions
      editTo={outfit.can_edit ? paths.admin.outfitEdit.build(outfit.id) : undefined}
      editLabel={t('admin.outfits.editOutfit', { name: outfit.name })}
      onDelete={outfit.can_delete ? () => onDelete(outfit) : undefined}
      deleteLabel={t('admin.outfits.deleteOutfit', { name: outfit.name })}
    />
  );
}

function OutfitsTable({ outfits, onDelete }: { outfits: Outfit[]; onDelete: (o: Outfit) => void }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.outfits.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.outfits.columns.outfit')}</Table.Th>
            <Table.Th>{t('admin.outfits.columns.style')}</Table.Th>
            <Table.Th>{t('admin.outfits.columns.owner')}</Table.Th>
            <Table.Th ta="center">{t('admin.outfits.columns.items')}</Table.Th>
            <Table.Th>{t('admin.outfits.columns.price')}</Table.Th>
            <Table.Th>{t('admin.outfits.columns.visibility')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outfits.map((outfit) => (
            <Table.Tr key={outfit.id}>
              <Table.Td maw={320}>
                <Group gap="sm" wrap="nowrap">
                  <ListThumb url={outfit.image_url} fallback={<IconHanger size={18} />} size={40} />
                  <OutfitName outfit={outfit} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{outfit.style}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{outfit.owner_name ?? t('common.anonymousShopper')}</Text>
              </Table.Td>
              <Table.Td ta="center">
                <Text size="sm">{itemCount(outfit)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(outfit.total_price, currency)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Visibility outfit={outfit} />
              </Table.Td>
              <Table.Td>
                <OutfitActions outfit={outfit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OutfitCards({ outfits, onDelete }: { outfits: Outfit[]; onDelete: (o: Outfit) => void }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.outfits.listLabel')}>
      {outfits.map((outfit) => (
        <Card key={outfit.id} component="li" withBorder padding="sm" radius="md" bg="white">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ListThumb url={outfit.image_url} fallback={<IconHanger size={18} />} size={64} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <OutfitName outfit={outfit} />
                  <Text size="xs" c="dimmed">
                    {outfit.style} · {outfit.owner_name ?? t('common.anonymousShopper')}
                  </Text>
                </Stack>
                <OutfitActions outfit={outfit} onDelete={onDelete} />
              </Group>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {formatPrice(outfit.total_price, currency)}
                </Text>
                <Visibility outfit={outfit} />
                <Text size="sm" c="dimmed">
                  {t('admin.outfits.itemsCount', { count: itemCount(outfit) })}
                </Text>
              </Group>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/** /admin/outfits: outfits 20 a page with search; edit and delete for an admin. */
export function OutfitsList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const q = get('q');
  const query = useAdminOutfits({ page, q });
  const remove = useDeleteAdminOutfit();
  const outfits = query.data ?? [];

  const onDelete = (outfit: Outfit) =>
    confirmThenDelete({
      message: t('admin.outfits.confirmDelete', { name: outfit.name }),
      remove,
      id: outfit.id,
      deleted: t('admin.outfits.deleted', { name: outfit.name }),
      failed: t('admin.outfits.deleteFailed'),
      toastKey: 'admin-outfit-delete-failed',
    });

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('admin.outfits.title')}
        action={
          <Button component={Link} to={paths.admin.outfitNew} leftSection={<IconPlus size={18} />}>
            {t('admin.outfits.add')}
          </Button>
        }
      />
      <SearchField
        value={q}
        onSearch={(value) => set({ q: value || null })}
        label={t('admin.outfits.searchLabel')}
        placeholder={t('admin.outfits.searchPlaceholder')}
      />
      <ManagedList
        query={query}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.outfits.loadFailed')}
        toastId="admin-outfits-load-failed"
        empty={{ icon: <IconHanger size={32} />, title: t('admin.outfits.empty') }}
      >
        {(rows) =>
          table ? (
            <OutfitsTable outfits={rows} onDelete={onDelete} />
          ) : (
            <OutfitCards outfits={rows} onDelete={onDelete} />
          )
        }
      </ManagedList>
      <ListPager page={page} hasNext={outfits.length >= PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
