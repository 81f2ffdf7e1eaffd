import type { landing as ru } from '../ru/landing';
import type { DeepStrings } from '../types';

/** The landing page. */
export const landing: DeepStrings<typeof ru> = {
  landing: {
    badge: 'The new collection is here',
    headline: 'Style that speaks for you',
    lead: 'Put together unique outfits from quality clothing by the brands you love, try them on online and keep what inspires you.',
    startShopping: 'Start shopping',
    signIn: 'Sign in to your account',
    heroArtLabel: 'Illustration: a mannequin in a blazer and a midi dress',
    heroCardOutfit: 'Outfit of the day',
    heroCardOutfitText: 'Blazer + midi dress',
    heroCardTryOn: 'Online try-on',
    promisesTitle: 'Why VESTA',
    promises: {
      uniqueTitle: 'Unique outfits',
      uniqueText:
        'The outfit builder suggests combinations from the catalogue, and virtual try-on shows how they look on you.',
      qualityTitle: 'Quality clothing',
      qualityText: 'Trusted brands, natural fabrics and careful tailoring: clothes that last.',
      wardrobeTitle: 'Your wardrobe at hand',
      wardrobeText:
        'Favourites, cart and viewing history are kept in your account and available on any device.',
    },
    partnersTitle: 'Our partners',
    partnersSubtitle: 'Collections from the best shopping centres of Almaty',
    partnerNames: {
      mega: 'MEGA Alma-Ata',
      esentai: 'Esentai Mall',
      dostyk: 'Dostyk Plaza',
      forum: 'Forum Almaty',
      aport: 'Aport Mall',
    },
    categoriesTitle: 'Categories',
    categoriesSubtitle: 'Find clothes for every occasion',
    categories: {
      women: 'For women',
      womenText: 'Dresses, skirts, shoes, bags and fragrances',
      men: 'For men',
      menText: 'Blazers, shirts, denim, shoes and fragrances',
      accessories: 'Accessories',
      accessoriesText: 'Bags, belts, scarves and sunglasses',
      explore: 'Explore',
    },
    outfitsLead:
      'Put together in the builder from catalogue items — build your own and try it on your photo',
    ctaTitle: 'Ready to refresh your wardrobe?',
    ctaText: 'Create an account in a minute and put together your first outfit today.',
  },
};
