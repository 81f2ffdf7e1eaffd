import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconHanger, IconPhotoOff, IconPlus, IconWorldUpload } from '@tabler/icons-react';
import {
  CATEGORIES,
  ITEM_STATUSES,
  PAGE_SIZE,
  type Category,
  type ItemStatus,
  type ManagedItem,
} from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { AdminPageHeader } from '@/components/admin/admin-page-header';
import { confirmThenDelete, ManagedList } from '@/components/admin/managed-list';
import { ListPager } from '@/components/list-pager';
import { RowActions } from '@/components/admin/row-actions';
import { SearchField } from '@/components/admin/search-field';
import { useTableLayout } from '@/components/admin/use-table-layout';
import { paths } from '@/config/paths';
import { useListParams } from '@/hooks/use-list-params';
import { errorTextOr } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteItem } from '../api/delete-item';
import { useManagedItems } from '../api/get-managed-items';
import { usePublishItem } from '../api/publish-item';
import { DuplicateItemButton } from './duplicate-item-button';
import { ListThumb, listNameClass } from '@/components/admin/list-thumb';
import classes from './items-list.module.css';

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

function isStatus(value: string): value is ItemStatus {
  return (ITEM_STATUSES as readonly string[]).includes(value);
}

const STATUS_COLORS: Record<ItemStatus, string> = {
  draft: 'yellow',
  active: 'green',
  archived: 'gray',
};

function StatusBadge({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[item.status]} c="dark">
      {t(`admin.items.statuses.${item.status}`)}
    </Badge>
  );
}

/** «Опубликовать»: a draft the viewer may change goes into the shop. */
function PublishButton({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const publish = usePublishItem();
  return (
    <Tooltip label={t('admin.items.publish')}>
      <ActionIcon
        variant="subtle"
        color="green"
        size="lg"
        aria-label={t('admin.items.publishItem', { name: item.name })}
        loading={publish.isPending}
        onClick={() =>
          publish.mutate(item.id, {
            onSuccess: () => notifySuccess(t('admin.items.published', { name: item.name })),
            onError: (error) =>
              notifyError(errorTextOr(error, t('admin.items.publishFailed')), {
                id: 'admin-item-publish-failed',
              }),
          })
        }
      >
        <IconWorldUpload size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

function Thumb({ item, size }: { item: ManagedItem; size: number }) {
  const { t } = useTranslation();
  return (
    <ListThumb
      url={item.image_url}
      size={size}
      fallback={<IconPhotoOff size={18} aria-label={t('admin.items.noImage')} />}
    />
  );
}

function Price({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const currency = useStoreCurrency();
  const amount = item.min_price ?? item.price;
  if (amount === null)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.items.noPrice')}
      </Text>
    );
  const from = item.price === null || (item.min_price !== null && item.min_price < item.price);
  return (
    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
      {from
        ? t('itemCard.fromPrice', { price: formatPrice(amount, currency) })
        : formatPrice(amount, currency)}
    </Text>
  );
}

function Owner({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={item.owner_name ? undefined : 'dimmed'}>
      {item.owner_name ?? t('admin.items.noOwner')}
    </Text>
  );
}

/** Edit and delete where the server says the viewer may (`can_edit`, `can_delete`). */
function ItemActions({
  item,
  onDelete,
}: {
  item: ManagedItem;
  onDelete: (i: ManagedItem) => void;
}) {
  const { t } = useTranslation();
  if (!item.can_edit && !item.can_delete)
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        <DuplicateItemButton item={item} compact />
        <Badge variant="light" color="gray" className={classes.readOnly}>
          {t('admin.items.readOnly')}
        </Badge>
      </Group>
    );
  return (
    <RowActions
      children={
        <>
          {item.can_edit && item.status === 'draft' && <PublishButton item={item} />}
          <DuplicateItemButton item={item} compact />
        </>
      }
      editTo={item.can_edit ? paths.admin.itemEdit.build(item.id) : undefined}
      editLabel={t('admin.items.editItem', { name: item.name })}
      onDelete={item.can_delete ? () => onDelete(item) : undefined}
      deleteLabel={t('admin.items.deleteItem', { name: item.name })}
    />
  );
}

function ItemName({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={0} miw={0}>
      <Anchor
        component={Link}
        to={paths.item.build(item.id)}
        size="sm"
        fw={600}
        c="dark"
        aria-label={t('admin.items.openInShop', { name: item.name })}
        className={listNameClass}
      >
        {item.name}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        {item.brand}
      </Text>
    </Stack>
  );
}

function ItemsTable({
  items,
  onDelete,
}: {
  items: ManagedItem[];
  onDelete: (i: ManagedItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('admin.items.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.items.columns.item')}</Table.Th>
            <Table.Th>{t('admin.items.columns.status')}</Table.Th>
            <Table.Th>{t('admin.items.columns.category')}</Table.Th>
            <Table.Th>{t('admin.items.columns.price')}</Table.Th>
            <Table.Th>{t('admin.items.columns.owner')}</Table.Th>
            <Table.Th ta="center">{t('admin.items.columns.variants')}</Table.Th>
            <Table.Th ta="right">{t('admin.common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td maw={360}>
                <Group gap="sm" wrap="nowrap">
                  <Thumb item={item} size={40} />
                  <ItemName item={item} />
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge item={item} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`catalog.categories.${item.category}`)}</Text>
              </Table.Td>
              <Table.Td>
                <Price item={item} />
              </Table.Td>
              <Table.Td>
                <Owner item={item} />
              </Table.Td>
              <Table.Td ta="center">
                <Text size="sm">{item.variants_count}</Text>
              </Table.Td>
              <Table.Td>
                <ItemActions item={item} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ItemCards({
  items,
  onDelete,
}: {
  items: ManagedItem[];
  onDelete: (i: ManagedItem) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} aria-label={t('admin.items.listLabel')}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder padding="sm" radius="md" bg="white">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <Thumb item={item} size={64} />
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <ItemName item={item} />
                <ItemActions item={item} onDelete={onDelete} />
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
              <Text size="xs" c="dimmed" truncate title={item.owner_name ?? undefined}>
                {t('admin.items.columns.owner')}: {item.owner_name ?? t('admin.items.noOwner')}
              </Text>
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /admin/items: the catalogue as moderators and admins manage it, 20 a page, searched and
 * filtered by category, «Только мои» for one's own; edit and delete where the server allows.
 */
export function ItemsList() {
  const { t } = useTranslation();
  const table = useTableLayout();
  const { page, get, set, setPage } = useListParams();
  const q = get('q');
  const categoryParam = get('category');
  const category = isCategory(categoryParam) ? categoryParam : null;
  const statusParam = get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const mine = get('mine') === '1';
  const query = useManagedItems({ page, q, category, status, mine });
  const remove = useDeleteItem();
  const items = query.data ?? [];

  const onDelete = (item: ManagedItem) =>
    confirmThenDelete({
      message: t('admin.items.confirmDelete', { name: item.name }),
      remove,
      id: item.id,
      deleted: (outcome: { archived: boolean }) =>
        outcome.archived
          ? t('admin.items.archived', { name: item.name })
          : t('admin.items.deleted', { name: item.name }),
      failed: t('admin.items.deleteFailed'),
      toastKey: 'admin-item-delete-failed',
    });

  return (
    <Stack gap="md">
      <AdminPageHeader
        title={t('admin.items.title')}
        action={
          <Button component={Link} to={paths.admin.itemNew} leftSection={<IconPlus size={18} />}>
            {t('admin.items.add')}
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" className={classes.filters}>
        <SearchField
          value={q}
          onSearch={(value) => set({ q: value || null })}
          label={t('admin.items.searchLabel')}
          placeholder={t('admin.items.searchPlaceholder')}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.categoryLabel')}
          data={[
            { value: '', label: t('admin.items.allCategories') },
            ...CATEGORIES.map((value) => ({ value, label: t(`catalog.categories.${value}`) })),
          ]}
          value={category ?? ''}
          allowDeselect={false}
          onChange={(value) => set({ category: value || null })}
        />
        <Select
          size="md"
          radius="md"
          label={t('admin.items.statusLabel')}
          data={[
            { value: '', label: t('admin.items.allStatuses') },
            ...ITEM_STATUSES.map((value) => ({ value, label: t(`admin.items.statuses.${value}`) })),
          ]}
          value={status ?? ''}
          allowDeselect={false}
          onChange={(value) => set({ status: value || null })}
        />
        <Switch
          className={classes.mine}
          label={t('admin.items.onlyMine')}
          checked={mine}
          onChange={(event) => set({ mine: event.currentTarget.checked ? '1' : null })}
        />
      </SimpleGrid>
      <ManagedList
        query={query}
        page={page}
        setPage={setPage}
        loadFailed={t('admin.items.loadFailed')}
        toastId="admin-items-load-failed"
        empty={{
          icon: <IconHanger size={32} />,
          title:
            mine && !q && !category && !status
              ? t('admin.items.emptyMine')
              : t('admin.items.empty'),
        }}
      >
        {(rows) =>
          table ? (
            <ItemsTable items={rows} onDelete={onDelete} />
          ) : (
            <ItemCards items={rows} onDelete={onDelete} />
          )
        }
      </ManagedList>
      <ListPager page={page} hasNext={items.length >= PAGE_SIZE} onChange={setPage} />
    </Stack>
  );
}
