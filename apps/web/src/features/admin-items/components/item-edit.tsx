import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isItemId, useItem } from '@/api/items/get-item';
import { EditLoader } from '@/components/admin/edit-loader';
import { paths } from '@/config/paths';
import { DuplicateItemButton } from './duplicate-item-button';
import { ItemForm } from './item-form';
import { StockHistory } from './stock-history';

/**
 * /admin/items/{id}/edit: loads the item with its pictures and variants, then the form. Someone
 * else's item opens no form a moderator could only fail to save: the page says whose it is to
 * change, as the server says (`can_edit`). Under the form, the item's stock history.
 */
export function ItemEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = isItemId(id);
  const query = useItem(id);
  return (
    <EditLoader query={query} valid={valid} section="items">
      {(item) =>
        item.can_edit ? (
          <Stack gap="md">
            <Group justify="flex-end">
              <DuplicateItemButton item={item} />
            </Group>
            <ItemForm key={item.id} item={item} />
            <StockHistory itemId={item.id} />
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start">
            <Alert color="yellow" variant="light" icon={<IconLock size={18} />} role="alert">
              {t('admin.items.form.notEditable')}
            </Alert>
            <Button component={Link} to={paths.admin.items} variant="default">
              {t('admin.common.backToList')}
            </Button>
          </Stack>
        )
      }
    </EditLoader>
  );
}
