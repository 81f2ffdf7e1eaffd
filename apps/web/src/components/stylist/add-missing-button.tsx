import { Button } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import type { StylistLook } from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * «Добавить недостающее в корзину» under a look: `onAddMissing` puts its catalogue pieces into
 * the cart and says how many went in. Off when the look has no catalogue piece in stock.
 */
export function AddMissingButton({
  look,
  onAddMissing,
}: {
  look: StylistLook;
  onAddMissing: (look: StylistLook) => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const buyable = look.items.some((p) => p.source === 'catalog' && p.variant);
  const add = async () => {
    setAdding(true);
    try {
      await onAddMissing(look);
    } finally {
      setAdding(false);
    }
  };
  return (
    <Button
      size="xs"
      color="wine"
      leftSection={<IconShoppingBagPlus size={16} />}
      onClick={() => void add()}
      loading={adding}
      disabled={!buyable}
    >
      {t('item.stylist.addMissing')}
    </Button>
  );
}
