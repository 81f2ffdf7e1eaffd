import '@mantine/carousel/styles.layer.css';

import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconMinus, IconPlus } from '@tabler/icons-react';
import type { Category, ItemSummary } from '@shop/contract';
import type { EmblaCarouselType } from 'embla-carousel';
import {
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreCurrency } from '@/api/get-public-config';
import { formatPrice } from '@/lib/format';
import { resolveImageUrl } from '@/lib/image-url';
import {
  isChosen,
  toPick,
  wrapIndex,
  type BuilderPick,
  type BuilderSelection,
} from '../../builder-form';
import classes from './builder.module.css';
import { ChosenChips } from './chosen-chips';
import { SlideMedia } from './slide-media';

/** A press that travelled further than this (px) before it was let go is a swipe, not a tap. */
const TAP_SLOP = 10;

export interface CategoryCarouselProps {
  category: Category;
  /** The category's candidates (the first 50 of the catalogue). */
  items: readonly ItemSummary[];
  selection: BuilderSelection;
  /** The current candidate's place (the builder keeps it, so a search can move it). */
  index: number;
  onIndexChange: (index: number) => void;
  onToggle: (item: BuilderPick) => void;
  onRemove: (item: BuilderPick) => void;
  /** «Из каталога» / «Из гардероба», under the heading (signed in only). */
  sourceSwitch?: ReactNode;
  /** Shown last in the slot: the own pieces chosen in it. */
  footer?: ReactNode;
}

/**
 * One category of the builder: a swipeable carousel of its candidates with previous and next
 * arrows that wrap around both ways, the add/remove toggle for the current candidate, and the
 * category's chosen items as chips with a remove button. A tap on a side slide makes it current.
 */
export function CategoryCarousel({
  category,
  items,
  selection,
  index,
  onIndexChange,
  onToggle,
  onRemove,
  sourceSwitch,
  footer,
}: CategoryCarouselProps) {
  const { t } = useTranslation();
  const label = t(`outfits.slots.${category}`);
  const count = items.length;
  const current = count > 0 ? wrapIndex(index, count) : 0;
  const candidate = items[current];
  const chosen = selection[category];
  const candidateChosen = candidate ? isChosen(selection, candidate) : false;
  const headingId = `builder-slot-${category}`;

  const step = (delta: number) => onIndexChange(wrapIndex(current + delta, count));

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} className={classes.carousel}>
      <CarouselHeader
        label={label}
        headingId={headingId}
        current={current}
        count={count}
        onStep={step}
      />
      {sourceSwitch}

      {count === 0 ? (
        <Text size="sm" c="dimmed" py="sm">
          {t('outfits.builder.carousel.empty')}
        </Text>
      ) : (
        <CandidateStrip
          items={items}
          current={current}
          selection={selection}
          label={label}
          onIndexChange={onIndexChange}
          onToggle={onToggle}
        />
      )}

      {candidate && (
        <CandidateBar
          name={candidate.name}
          chosen={candidateChosen}
          onToggle={() => onToggle(toPick(candidate))}
        />
      )}

      <ChosenChips
        label={t('outfits.builder.chosen')}
        chips={chosen.map((pick) => ({
          key: pick.id,
          name: pick.name,
          onRemove: () => onRemove(pick),
        }))}
      />
      {footer}
    </Stack>
  );
}

/**
 * The swipeable strip of the category's candidates, kept on the current one (`current`, which the
 * arrows, a search or a tap may change); a swipe that settles on a slide makes it current.
 */
function CandidateStrip({
  items,
  current,
  selection,
  label,
  onIndexChange,
  onToggle,
}: {
  items: readonly ItemSummary[];
  current: number;
  selection: BuilderSelection;
  label: string;
  onIndexChange: (index: number) => void;
  onToggle: (item: BuilderPick) => void;
}) {
  const currency = useStoreCurrency();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  const tap = useTapNotSwipe();

  // The arrows, a search or a tap changed the current candidate: bring the carousel along.
  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== current) embla.scrollTo(current);
  }, [embla, current]);

  return (
    <Carousel
      slideSize={{ base: '46%', xs: '36%', sm: '31%' }}
      slideGap="sm"
      emblaOptions={{ loop: items.length > 2, align: 'center', skipSnaps: false }}
      withControls={false}
      getEmblaApi={setEmbla}
      onSlideChange={(slide) => {
        if (slide !== current) onIndexChange(slide);
      }}
      initialSlide={current}
      aria-label={label}
    >
      {items.map((item, slide) => (
        <Carousel.Slide key={item.id} miw={0}>
          <CandidateSlide
            item={item}
            current={slide === current}
            picked={isChosen(selection, item)}
            currency={currency}
            tap={tap}
            onChoose={() => onToggle(toPick(item))}
            onBringIn={() => onIndexChange(slide)}
          />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}

/**
 * One candidate of the carousel: a tap on the current one adds it to the outfit or takes it out,
 * a tap on another makes it current; the click that ends a swipe does neither.
 */
function CandidateSlide({
  item,
  current,
  picked,
  currency,
  tap,
  onChoose,
  onBringIn,
}: {
  item: ItemSummary;
  current: boolean;
  picked: boolean;
  currency: string;
  tap: TapNotSwipe;
  onChoose: () => void;
  onBringIn: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.slide}
      data-current={current || undefined}
      data-chosen={picked || undefined}
      aria-current={current || undefined}
      aria-label={item.name}
      onPointerDown={tap.onSlidePointerDown}
      onClick={(event) => {
        if (tap.wasSwipe(event)) return;
        if (current) onChoose();
        else onBringIn();
      }}
      tabIndex={current ? 0 : -1}
    >
      <SlideMedia image={resolveImageUrl(item.image_url ?? item.image_urls[0])} picked={picked} />
      <SlideText
        brand={item.brand}
        name={item.name}
        price={item.min_price ?? item.price}
        currency={currency}
      />
    </UnstyledButton>
  );
}

/** The slot's name, the current candidate's place in the list and the arrows through it. */
function CarouselHeader({
  label,
  headingId,
  current,
  count,
  onStep,
}: {
  label: string;
  headingId: string;
  current: number;
  count: number;
  onStep: (delta: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Text fw={700} id={headingId}>
          {label}
        </Text>
        {count > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('outfits.builder.carousel.position', { current: current + 1, total: count })}
          </Text>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(-1)}
          disabled={count < 2}
          aria-label={t('outfits.builder.carousel.previous', { category: label })}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={() => onStep(1)}
          disabled={count < 2}
          aria-label={t('outfits.builder.carousel.next', { category: label })}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}

/** A slide's brand, name and price under its picture. */
function SlideText({
  brand,
  name,
  price,
  currency,
}: {
  brand: string | null;
  name: string;
  price: number | null;
  currency: string;
}) {
  return (
    <Box className={classes.slideBody}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase" truncate>
        {brand}
      </Text>
      <Text size="sm" truncate>
        {name}
      </Text>
      {price !== null && (
        <Text size="sm" fw={700}>
          {formatPrice(price, currency)}
        </Text>
      )}
    </Box>
  );
}

/** The current candidate's name and the button that adds it to the outfit or takes it out. */
function CandidateBar({
  name,
  chosen,
  onToggle,
}: {
  name: string;
  chosen: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const action = chosen ? t('outfits.builder.carousel.remove') : t('outfits.builder.carousel.add');
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Text size="sm" miw={0} style={{ flex: '1 1 160px' }} lineClamp={1}>
        {name}
      </Text>
      <Button
        size="sm"
        variant={chosen ? 'light' : 'filled'}
        leftSection={chosen ? <IconMinus size={16} /> : <IconPlus size={16} />}
        onClick={onToggle}
        aria-pressed={chosen}
        aria-label={`${action}: ${name}`}
      >
        {action}
      </Button>
    </Group>
  );
}

/**
 * A swipe ends with a click on whatever slide is under the finger by then, and the carousel does
 * not always swallow it: that click would choose the item the swipe brought in.
 */
function useTapNotSwipe() {
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const onSlidePointerDown = (event: PointerEvent) => {
    pressedAt.current = { x: event.clientX, y: event.clientY };
  };
  const wasSwipe = (event: MouseEvent) => {
    const from = pressedAt.current;
    // detail 0: a click from the keyboard, which has no pointer.
    return (
      event.detail > 0 &&
      from !== null &&
      Math.hypot(event.clientX - from.x, event.clientY - from.y) > TAP_SLOP
    );
  };
  return { onSlidePointerDown, wasSwipe };
}

type TapNotSwipe = ReturnType<typeof useTapNotSwipe>;
