import { ActionIcon, Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPhotoOff, IconWorldUpload } from '@tabler/icons-react';
import { type ItemStatus, type ManagedItem } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoreCurrency } from '@/api/get-public-config';
import { RowActions } from '@/components/admin/row-actions';
import { paths } from '@/config/paths';
import { errorTextOr } from '@/lib/error-messages';
import { formatPrice } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { usePublishItem } from '../api/publish-item';
import { DuplicateItemButton } from './duplicate-item-button';
import { ListThumb, listNameClass } from '@/components/admin/list-thumb';
import classes from './items-list.module.css';

const STATUS_COLORS: Record<ItemStatus, string> = {
  draft: 'yellow',
  active: 'green',
  archived: 'gray',
};

export function StatusBadge({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[item.status]} c="dark">
      {t(`admin.items.statuses.${item.status}`)}
    </Badge>
  );
}

/** «Опубликовать»: a draft the viewer may change goes into the shop. */
export function PublishButton({ item }: { item: ManagedItem }) {
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

export function Thumb({ item, size }: { item: ManagedItem; size: number }) {
  const { t } = useTranslation();
  return (
    <ListThumb
      url={item.image_url}
      size={size}
      fallback={<IconPhotoOff size={18} aria-label={t('admin.items.noImage')} />}
    />
  );
}

export function Price({ item }: { item: ManagedItem }) {
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

export function Owner({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={item.owner_name ? undefined : 'dimmed'}>
      {item.owner_name ?? t('admin.items.noOwner')}
    </Text>
  );
}

/** Edit and delete where the server says the viewer may (`can_edit`, `can_delete`). */
export function ItemActions({
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

export function ItemName({ item }: { item: ManagedItem }) {
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

/** Where the item came from: the site it was imported from, else «вручную». */
export function ItemSource({ item }: { item: ManagedItem }) {
  const { t } = useTranslation();
  const label =
    item.source_domain ??
    (item.source === 'manual' || item.source === 'seed'
      ? t(`admin.items.source.${item.source}`)
      : item.source);
  return <>{label}</>;
}
