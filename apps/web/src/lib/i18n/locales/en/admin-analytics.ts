import type { adminAnalytics as ru } from '../ru/admin-analytics';
import type { DeepStrings } from '../types';

/** The item analytics page (/admin/analytics), for moderators and admins. */
export const adminAnalytics: DeepStrings<typeof ru> = {
  adminAnalytics: {
    title: 'Item analytics',
    scopeOwn: 'Items of moderator {{name}}',
    scopeAll: '{{name}} · every item of the shop',
    generatedAt: 'Figures as of {{date}}',
    refresh: 'Refresh',
    loading: 'Loading the analytics...',
    loadFailed: 'Could not load the analytics',
    overview: {
      label: 'Overview',
      totalItems: 'Total items',
      itemsThisWeek: 'Added this week',
      itemsWithPrice: 'With a price',
      lastMonth: 'Added this month',
    },
    categories: {
      title: 'Top categories',
      category: 'Category',
      count: 'Items',
    },
    brands: {
      title: 'Top brands',
      brand: 'Brand',
      count: 'Items',
    },
    prices: {
      title: 'Price analysis',
      min: 'Lowest',
      average: 'Average',
      max: 'Highest',
      withPrice: 'Items with a price: {{count}}',
      distribution: 'Price distribution',
      band: 'Prices',
      count: 'Items',
      upTo: 'up to {{to}}',
      between: '{{from}} – {{to}}',
      from: 'from {{from}}',
    },
    popular: {
      title: 'Popular items',
      likes: '{{count}} in favourites',
    },
    activity: {
      title: 'Recent activity',
      lastWeek: 'This week',
      lastMonth: 'This month',
      growth: 'Growth on last week',
      noGrowth: 'no figures for last week',
      items: '{{count}} pcs',
    },
    empty: 'No data yet',
  },
};
