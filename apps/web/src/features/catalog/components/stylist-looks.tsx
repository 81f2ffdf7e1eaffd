import { Button, Stack, Text, Title } from '@mantine/core';
import { IconWand } from '@tabler/icons-react';
import type { StylistLook } from '@shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStylistLooks } from '@/api/get-stylist-looks';
import { AddMissingButton } from '@/components/stylist/add-missing-button';
import { LookCard, LooksRow, LooksSkeleton } from '@/components/stylist/look-card';

export interface StylistLooksProps {
  itemId: number;
  /** Puts the look's missing catalogue pieces into the cart and says how many went in. */
  onAddMissing: (look: StylistLook) => Promise<void> | void;
  /** Opens the outfit builder with the look's pieces. */
  onOpenInBuilder: (look: StylistLook) => void;
}

/**
 * «С чем носить»: three looks around the item, each its pieces as small cards (the shopper's
 * own marked «В гардеробе») with the line that says why, «Добавить недостающее в корзину» and
 * «Открыть в конструкторе». Hidden when the stylist has nothing or does not answer.
 */
export function StylistLooks({ itemId, onAddMissing, onOpenInBuilder }: StylistLooksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending } = useStylistLooks({ item_id: itemId });
  if (!isPending && !data?.looks.length) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Title order={2} id={titleId}>
          {t('item.stylist.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('item.stylist.intro')}
        </Text>
      </Stack>
      {isPending ? (
        <LooksSkeleton />
      ) : (
        <LooksRow>
          {data!.looks.map((look, index) => (
            <LookCard
              key={index}
              look={look}
              number={index + 1}
              actions={
                <>
                  <AddMissingButton look={look} onAddMissing={onAddMissing} />
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconWand size={16} />}
                    onClick={() => onOpenInBuilder(look)}
                  >
                    {t('item.stylist.openInBuilder')}
                  </Button>
                </>
              }
            />
          ))}
        </LooksRow>
      )}
    </Stack>
  );
}
