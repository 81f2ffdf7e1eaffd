import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRuler2 } from '@tabler/icons-react';
import type { Category, Gender } from '@shop/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeGuideKind, sizeGuideTables } from '../size-guide';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';

const SizeGuideDialog = lazy(() =>
  import('./size-guide-dialog').then((module) => ({ default: module.SizeGuideDialog })),
);

/**
 * «Таблица размеров»: the size guide of the item's kind (clothes, trousers and jeans, shoes) in a
 * dialog, women's or men's by the item (both to choose from for unisex and kids' items). Nothing
 * for accessories and fragrances. The dialog is fetched and mounted (closed) when the button is
 * first pointed at, focused or touched: the page starts without it.
 */
export function SizeGuideButton({
  category,
  gender,
  sizes,
}: {
  category: Category;
  gender: Gender;
  /** The sizes the item sells: the tables start and end at them. */
  sizes: readonly string[];
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [wanted, setWanted] = useState(false);
  const phone = usePhone();
  useBackToClose(opened, close);
  const kind = sizeGuideKind(category);
  const tables = kind ? sizeGuideTables(kind, gender, sizes) : [];
  if (!kind || tables.length === 0) return null;
  const want = () => setWanted(true);

  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        color="wine"
        leftSection={<IconRuler2 size={16} stroke={1.7} />}
        onClick={() => {
          want();
          open();
        }}
        onPointerEnter={want}
        onFocus={want}
        onTouchStart={want}
        aria-haspopup="dialog"
      >
        {t('item.sizeGuide.open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <SizeGuideDialog
            kind={kind}
            tables={tables}
            opened={opened}
            onClose={close}
            fullScreen={phone}
          />
        </Suspense>
      )}
    </>
  );
}
