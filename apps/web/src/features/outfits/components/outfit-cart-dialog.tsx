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
import type { OutfitCartOption, OutfitCartResponse, OutfitCartVariant } from '@shop/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useBackToClose } from '@/hooks/use-back-to-close';
import { usePhone } from '@/hooks/use-phone';
import { resolveImageUrl } from '@/lib/image-url';
import { measureOf, sizeLabel } from '@/lib/size-label';
import { useOutfitCartOptions } from '../api/get-outfit-cart-options';
import {
  useOutfitCartChoice,
  type CartChoiceLine,
  type Unavailable,
} from '../hooks/use-outfit-cart-choice';

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

/** The dialog's lines, what is missing after a first try, and its two buttons. */
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
  const choice = useOutfitCartChoice(outfitId, items, onAdded);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('outfits.detail.cart.dialog.intro')}
      </Text>
      {items.map((item) => (
        <ChoiceLine
          key={item.item_id}
          item={item}
          line={choice.lines[item.item_id]!}
          missingSize={choice.tried}
          onChange={(line) => choice.setLine(item.item_id, line)}
        />
      ))}
      {choice.tried && choice.nothingChosen && (
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
        <Button onClick={choice.submit} loading={choice.adding}>
          {t('outfits.detail.cart.dialog.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A variant's size as the shop words it; a variant without one is «Один размер». */
const variantLabel = (v: OutfitCartVariant, t: TFunction) =>
  v.size ? sizeLabel(v.size, t) : t('item.variants.oneSize');

/**
 * One item of the outfit: its picture, a tick to take it, and its sizes in stock (in one size, a
 * sentence; unavailable, why), with what it is missing after a submit.
 */
function ChoiceLine({
  item,
  line,
  missingSize,
  onChange,
}: {
  item: OutfitCartOption;
  line: CartChoiceLine;
  /** Whether to say «Выберите размер» when the line is ticked without one (after a submit). */
  missingSize: boolean;
  onChange: (line: Partial<CartChoiceLine>) => void;
}) {
  const { t } = useTranslation();
  const picture = resolveImageUrl(item.image_url);
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
              {t('outfits.detail.cart.dialog.oneSize', { size: variantLabel(single, t) })}
            </Text>
          ) : (
            <SizeChips
              item={item}
              variantId={line.variantId}
              onChoose={(variantId) => onChange({ checked: true, variantId })}
            />
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

/** The item's sizes in stock, one to choose. */
function SizeChips({
  item,
  variantId,
  onChoose,
}: {
  item: OutfitCartOption;
  variantId: number | null;
  onChoose: (variantId: number) => void;
}) {
  const { t } = useTranslation();
  // An item sold in several colours shows its sizes colour by colour (the main colour first).
  const colours = [...new Set(item.variants.map((v) => v.color))];
  const chips = (variants: OutfitCartVariant[]) =>
    variants.map((v) => (
      <Chip key={v.id} value={String(v.id)} size="sm" radius="sm">
        {variantLabel(v, t)}
      </Chip>
    ));
  return (
    <Chip.Group
      multiple={false}
      value={variantId === null ? null : String(variantId)}
      onChange={(value) => onChoose(Number(value))}
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
              <Group gap={6}>{chips(item.variants.filter((v) => v.color === colour))}</Group>
            </Stack>
          ))
        ) : (
          <Group gap={6}>{chips(item.variants)}</Group>
        )}
      </Stack>
    </Chip.Group>
  );
}
