import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LatestOutfits } from '@/features/outfits/components/latest-outfits';
import { addRussianTexts } from '@/lib/i18n/i18n';
import { home } from '@/lib/i18n/locales/ru/home';
import { outfits } from '@/lib/i18n/locales/ru/outfits';

// The section's and the cards' texts travel with this chunk, not with the landing's first load.
addRussianTexts({ ...home, ...outfits });

/**
 * The landing's «Образы покупателей»: shoppers' newest public outfits, so a first visitor sees
 * what the builder makes. Loaded when scrolled near (the landing is drawn at build time and
 * cannot carry them); cards lead to sign-in, then to the outfit.
 */
export default function LandingOutfits() {
  const { t } = useTranslation();
  return (
    <Box py="xl">
      <LatestOutfits lead={t('landing.outfitsLead')} withFavorites={false} />
    </Box>
  );
}
