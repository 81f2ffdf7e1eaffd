import { Grid, Stack } from '@mantine/core';
import type { CartLine, Outfit } from '@shop/contract';
import { usePhone } from '@/hooks/use-phone';
import {
  OutfitAbout,
  OutfitBuying,
  OutfitDetailPicture,
  OutfitHeading,
} from './outfit-detail-parts';
import { TryOnFigure } from './outfit-tryon-figure';
import classes from './outfit-detail.module.css';

/** An outfit's page once it is loaded, laid out for a phone or a larger screen. */
export function OutfitDetailView({
  outfit,
  onCart,
}: {
  outfit: Outfit;
  onCart?: (lines: CartLine[]) => void;
}) {
  const phone = usePhone();
  const picture = <OutfitDetailPicture outfit={outfit} />;
  const heading = <OutfitHeading outfit={outfit} />;
  const buying = <OutfitBuying outfit={outfit} onCart={onCart} />;
  const rest = <OutfitAbout outfit={outfit} />;

  // A phone shows what the outfit is, a picture that leaves room below it, and how to buy it, all
  // on the first screen; the description, the items and the try-on picture follow.
  if (phone) {
    return (
      <Stack gap="md">
        {heading}
        {picture}
        {buying}
        {rest}
        <TryOnFigure outfit={outfit} />
      </Stack>
    );
  }
  return (
    <Grid gutter={{ base: 'lg', md: 40 }}>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md" className={classes.sticky}>
          {picture}
          <TryOnFigure outfit={outfit} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          {heading}
          {buying}
          {rest}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
