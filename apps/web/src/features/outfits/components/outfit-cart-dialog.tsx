import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type {
  OutfitCartOption,
  OutfitCartResponse,
  OutfitCartSkipReason,
  OutfitCartVariant,
} from '@shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { resolveImageUrl } from '@/lib/image-url';
import { notifyError } from '@/lib/notify';
import { measureOf, sizeLabel } from '@/lib/size-label';
import { useAddOutfitToCart } from '../api/add-outfit-to-cart';
import { useOutfitCartOptions } from '../api/get-outfit-cart-options';

/** An item of the outfit that the dialog could not offer, with why. */
export type Unavailable = { item_id: number; name: string; reason: OutfitCartSkipReason };

type Line = { checked: boolean; variantId: number | null };

/**
 * «В корзину» on an outfit: a dialog (full screen on a phone) with one line per item, each with
 * a checkbox to include it and its sizes in stock. The size the shopper usually takes is chosen
 * already; an item with a single variant needs no choice; an item that cannot be bought is shown
 * as such, unticked. «Добавить в корзину» sends only the ticked lines; `onAdded` gets the
 * server's answer and the items that could not be offered.
 */
export function OutfitCartDialog({
  outfitId,
  opened,
  onClose,
  onAdded,
}: {
  outfitId: number;
  opened: boolean;
  onClose: () => void;
  onAdded: (answer: OutfitCartResponse, unavailable: Unavailable[]) => void;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const query = useOutfitCartOptions(outfitId, opened);
  useBackToClose(opened, onClose);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('outfits.detail.cart.dialog.title')}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('outfits.detail.cart.dialog.close') }}
    >
      {query.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
          <Text size="sm">{t('outfits.detail.cart.dialog.loadFailed')}</Text>
          <Button
            variant="white"
            color="red"
            size="xs"
            mt="xs"
            onClick={() => void query.refetch()}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : query.data ? (
        <ChoiceForm
          outfitId={outfitId}
          items={query.data.items}
          onCancel={onClose}
          onAdded={onAdded}
        />
      ) : (
        <Group justify="center" py="xl" aria-busy>
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('outfits.detail.cart.dialog.loading')}
          </Text>
        </Group>
      )}
    </Modal>
  );
}

/**
 * The usual size when there is one; an item sold in a single size (one variant, or one size in
 * several colours) needs no choice: its first variant, which is in the item's main colour. An
 * item that cannot be bought starts unticked.
 */
function initialLines(items: OutfitCartOption[]): Record<number, Line> {
  return Object.fromEntries(
    items.map((item) => {
      const oneSize = new Set(item.variants.map((v) => v.size)).size === 1;
      return [
        item.item_id,
        {
          checked: item.unavailable === null,
          variantId: item.preferred_variant_id ?? (oneSize ? item.variants[0]!.id : null),
        },
      ];
    }),
  );
}

function ChoiceForm({
  outfitId,
  items,
  onCancel,
  onAdded,
}: {
  outfitId: number;
  items: OutfitCartOption[];
  onCancel: () => void;
  onAdded: (answer: OutfitCartResponse, unavailable: Unavailable[]) => void;
}) {
  const { t } = useTranslation();
  const add = useAddOutfitToCart();
  const [lines, setLines] = useState(() => initialLines(items));
  const [tried, setTried] = useState(false);
  const setLine = (id: number, line: Partial<Line>) =>
    setLines((current) => ({ ...current, [id]: { ...current[id]!, ...line } }));

  const chosen = items.filter((item) => lines[item.item_id]?.checked);
  const unavailable: Unavailable[] = items.flatMap((item) =>
    item.unavailable ? [{ item_id: item.item_id, name: item.name, reason: item.unavailable }] : [],
  );

  const submit = () => {
    setTried(true);
    if (chosen.length === 0 || chosen.some((item) => lines[item.item_id]!.variantId === null))
      return;
    add.mutate(
      {
        outfitId,
        lines: chosen.map((item) => ({
          item_id: item.item_id,
          variant_id: lines[item.item_id]!.variantId!,
        })),
      },
      {
        onSuccess: (answer) => onAdded(answer, unavailable),
        onError: (error) => {
          console.warn('[outfits] the outfit could not be added to the cart', error);
          notifyError(t('outfits.detail.cart.failed'), { id: 'outfit-cart' });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('outfits.detail.cart.dialog.intro')}
      </Text>
      {items.map((item) => (
        <ChoiceLine
          key={item.item_id}
          item={item}
          line={lines[item.item_id]!}
          missingSize={tried}
          onChange={(line) => setLine(item.item_id, line)}
        />
      ))}
      {tried && chosen.length === 0 && (
        <Text size="sm" c="red.8" role="alert">
          {t('outfits.detail.cart.dialog.nothingChosen')}
        </Text>
      )}
      {/* The buttons stay in view while a long list scrolls (a phone's full-screen dialog). */}
      <Group
        justify="flex-end"
        gap="sm"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-default-border)',
        }}
      >
        <Button variant="default" onClick={onCancel}>
          {t('outfits.detail.cart.dialog.cancel')}
        </Button>
        <Button onClick={submit} loading={add.isPending}>
          {t('outfits.detail.cart.dialog.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

function ChoiceLine({
  item,
  line,
  missingSize,
  onChange,
}: {
  item: OutfitCartOption;
  line: Line;
  /** Whether to say «Выберите размер» when the line is ticked without one (after a submit). */
  missingSize: boolean;
  onChange: (line: Partial<Line>) => void;
}) {
  const { t } = useTranslation();
  const picture = resolveImageUrl(item.image_url);
  const label = (v: OutfitCartVariant) =>
    v.size ? sizeLabel(v.size, t) : t('item.variants.oneSize');
  // An item sold in several colours shows its sizes colour by colour (the main colour first).
  const colours = [...new Set(item.variants.map((v) => v.color))];
  const chips = (variants: OutfitCartVariant[]) =>
    variants.map((v) => (
      <Chip key={v.id} value={String(v.id)} size="sm" radius="sm">
        {label(v)}
      </Chip>
    ));
  const single = item.variants.length === 1 ? item.variants[0]! : null;

  return (
    <Paper withBorder radius="md" p="sm" data-unavailable={item.unavailable ?? undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        {picture && (
          <Box
            component="img"
            src={picture}
            alt=""
            w={48}
            h={60}
            style={{ objectFit: 'cover', borderRadius: 6, flexShrink: 0 }}
          />
        )}
        <Stack gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Checkbox
            checked={line.checked}
            disabled={item.unavailable !== null}
            onChange={(event) => onChange({ checked: event.currentTarget.checked })}
            label={item.name}
            description={item.brand}
            styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' } }}
          />
          {item.unavailable ? (
            <Text size="sm" c="dimmed">
              {t(`outfits.detail.cart.dialog.unavailable.${item.unavailable}`)}
            </Text>
          ) : single ? (
            <Text size="sm">
              {t('outfits.detail.cart.dialog.oneSize', { size: label(single) })}
            </Text>
          ) : (
            <Chip.Group
              multiple={false}
              value={line.variantId === null ? null : String(line.variantId)}
              onChange={(value) => onChange({ checked: true, variantId: Number(value) })}
            >
              <Stack
                gap={6}
                role="radiogroup"
                aria-label={t('outfits.detail.cart.dialog.sizes', { name: item.name })}
              >
                {colours.length > 1 ? (
                  colours.map((colour) => (
                    <Stack key={colour ?? ''} gap={4} role="group" aria-label={colour ?? undefined}>
                      <Text size="xs" c="dimmed" aria-hidden>
                        {colour}
                      </Text>
                      <Group gap={6}>
                        {chips(item.variants.filter((v) => v.color === colour))}
                      </Group>
                    </Stack>
                  ))
                ) : (
                  <Group gap={6}>{chips(item.variants)}</Group>
                )}
              </Stack>
            </Chip.Group>
          )}
          {!item.unavailable &&
            item.preferred_variant_id !== null &&
            line.variantId === item.preferred_variant_id && (
              <Text size="xs" c="dimmed">
                {t('outfits.detail.cart.dialog.preferred')}
              </Text>
            )}
          {missingSize && line.checked && line.variantId === null && (
            <Text size="xs" c="red.8" role="alert">
              {measureOf(item.category) === 'volume'
                ? t('item.variants.chooseVolume')
                : t('outfits.detail.cart.dialog.chooseSize')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
