import { Button } from '@mantine/core';
import { IconCheck, IconHanger } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useAddOwnedItem } from '../api/add-owned-item';
import { useWardrobe } from '../api/get-wardrobe';

/**
 * «Уже есть у меня» on an item's page: adds the catalogue item to the wardrobe (in the chosen
 * size's variant when one is chosen) without buying it; once it is there the button reads
 * «В гардеробе» and leads to the wardrobe. Nothing for a guest: a wardrobe needs an account.
 */
export function OwnedButton({ itemId, variantId }: { itemId: number; variantId: number | null }) {
  const user = useCurrentUser();
  if (!user) return null;
  return <OwnedButtonSignedIn itemId={itemId} variantId={variantId} />;
}

function OwnedButtonSignedIn({ itemId, variantId }: { itemId: number; variantId: number | null }) {
  const { t } = useTranslation();
  // Only this item's pieces: whether it is owned, without the whole wardrobe and its pictures.
  const wardrobe = useWardrobe({ itemId });
  const add = useAddOwnedItem();
  const [added, setAdded] = useState(false);
  const owned = added || (wardrobe.data?.items.some((piece) => piece.item_id === itemId) ?? false);

  if (owned) {
    return (
      <Button
        component={Link}
        to={paths.wardrobe}
        variant="light"
        color="green"
        leftSection={<IconCheck size={18} />}
      >
        {t('wardrobe.owned.added')}
      </Button>
    );
  }
  return (
    <Button
      variant="default"
      leftSection={<IconHanger size={18} />}
      loading={add.isPending}
      onClick={() => {
        // A second press while the first is on its way is the same request: the button waits.
        if (add.isPending) return;
        add.mutate(
          { item_id: itemId, ...(variantId ? { variant_id: variantId } : {}) },
          {
            onSuccess: () => setAdded(true),
            onError: () => notifyError(t('wardrobe.owned.failed'), { id: 'wardrobe-owned-failed' }),
          },
        );
      }}
    >
      {t('wardrobe.owned.add')}
    </Button>
  );
}
