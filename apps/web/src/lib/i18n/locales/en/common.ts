import type { common as ru } from '../ru/common';
import type { DeepStrings } from '../types';

/** Texts every page shares: the app name, navigation, layouts and footers, section placeholders. */
export const common: DeepStrings<typeof ru> = {
  common: {
    appName: 'VESTA',
    loading: 'Loading...',
    noOptions: 'No options',
    errorTitle: 'Error',
    successTitle: 'Success',
    close: 'Close',
    retry: 'Retry',
    or: 'or',
    backHome: 'Back to home',
    skipToContent: 'Skip to content',
    anonymousShopper: 'Shopper',
    /** Asked when a page with unsaved changes is left. */
    leave: {
      title: 'Leave without saving?',
      text: 'The changes are not saved.',
      stay: 'Stay',
      leave: 'Leave',
    },
    /** A paged list's pager. */
    pager: {
      label: 'List pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
  },

  pwa: {
    install: 'Install the app',
    installShort: 'Install',
  },

  nav: {
    logoLabel: 'VESTA — home',
    home: 'Home',
    catalog: 'Catalogue',
    outfits: 'Outfits',
    wardrobe: 'Wardrobe',
    admin: 'Admin',
    favorites: 'Favourites',
    cart: 'Cart',
    profile: 'Profile',
    settings: 'Settings',
    history: 'History',
    orders: 'My orders',
    logout: 'Sign out',
    login: 'Sign in',
    register: 'Sign up',
    mainNavigation: 'Main navigation',
    tabBar: 'Quick sections',
    openMenu: 'Open menu',
    accountMenu: 'Account menu',
    favoritesWithCount: 'Favourites: {{count}}',
    cartWithCount: 'Cart: {{count}}',
    search: 'Search',
  },

  guestFooter: {
    tagline: 'Clothes and outfits that bring out your character.',
    shoppers: 'For shoppers',
    information: 'Information',
    social: 'Follow us',
    features: 'Features',
    terms: 'Terms of use',
    privacy: 'Privacy',
    contacts: 'Contacts',
    soon: 'This page is coming soon',
    instagram: 'Instagram',
    telegram: 'Telegram',
    vk: 'VK',
    newTab: '(opens in a new tab)',
    rights: '© {{year}} VESTA. All rights reserved.',
  },

  appFooter: {
    tagline: 'Clothing store and outfit builder.',
    navigation: 'Navigation',
    legal: 'Legal',
    contacts: 'Contacts',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    cookies: 'Cookies',
    city: 'Almaty, Kazakhstan',
    rights: '© {{year}} VESTA',
  },

  user: {
    avatarAlt: 'User avatar',
    noName: 'No name',
  },
};
