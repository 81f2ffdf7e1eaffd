import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNear } from '@/components/when-near';
import { CallToAction } from '@/features/landing/components/call-to-action';
import { CategoryTiles } from '@/features/landing/components/category-tiles';
import { Hero } from '@/features/landing/components/hero';
import { PartnerStrip } from '@/features/landing/components/partner-strip';
import { Promises } from '@/features/landing/components/promises';
import { usePageTitle } from '@/hooks/use-page-title';
import classes from './landing.module.css';

const LandingOutfits = lazy(() => import('./landing-outfits'));

/** / — the landing page; shoppers' outfits come in when scrolled near. */
export function LandingRoute() {
  const { t } = useTranslation();
  usePageTitle(t('landing.headline'));
  return (
    <>
      <Hero />
      <div className={classes.later}>
        <PartnerStrip />
        <CategoryTiles />
        <WhenNear>
          <Suspense fallback={null}>
            <LandingOutfits />
          </Suspense>
        </WhenNear>
        <Promises />
        <CallToAction />
      </div>
    </>
  );
}
