/**
 * Every route path of the web app in one place. Route definitions use `pattern`,
 * links use the builders, so a path changes in one line.
 */
type Id = number | string;

export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  googleCallback: '/google/callback',

  home: '/home',
  profile: '/profile',
  settings: '/settings',
  logout: '/logout',
  favorites: '/favorites',
  history: '/history',
  wardrobe: '/wardrobe',
  wardrobeStats: '/wardrobe/stats',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  order: { pattern: '/orders/:id', build: (id: Id) => `/orders/${id}` },

  items: '/items',
  item: { pattern: '/items/:id', build: (id: Id) => `/items/${id}` },

  outfits: '/outfits',
  outfitNew: '/outfits/new',
  outfitBuilder: '/outfits/builder',
  outfit: { pattern: '/outfits/:id', build: (id: Id) => `/outfits/${id}` },
  outfitEdit: { pattern: '/outfits/:id/edit', build: (id: Id) => `/outfits/${id}/edit` },

  admin: {
    root: '/admin',
    users: '/admin/users',
    userNew: '/admin/users/new',
    userEdit: { pattern: '/admin/users/:id/edit', build: (id: Id) => `/admin/users/${id}/edit` },
    user: { pattern: '/admin/users/:id', build: (id: Id) => `/admin/users/${id}` },
    items: '/admin/items',
    itemNew: '/admin/items/new',
    itemEdit: { pattern: '/admin/items/:id/edit', build: (id: Id) => `/admin/items/${id}/edit` },
    outfits: '/admin/outfits',
    outfitNew: '/admin/outfits/new',
    outfitEdit: {
      pattern: '/admin/outfits/:id/edit',
      build: (id: Id) => `/admin/outfits/${id}/edit`,
    },
    analytics: '/admin/analytics',
    system: '/admin/system',
    audit: '/admin/audit',
    lamodaParser: '/admin/lamoda-parser',
    orders: '/admin/orders',
    order: { pattern: '/admin/orders/:id', build: (id: Id) => `/admin/orders/${id}` },
    orderPrint: {
      pattern: '/admin/orders/:id/print',
      build: (id: Id) => `/admin/orders/${id}/print`,
    },
    orderEmails: '/admin/orders/emails',
    orderSettings: '/admin/orders/settings',
    promoCodes: '/admin/promo-codes',
  },
} as const;

/** True when `pathname` is `base` or lies under it: the nav highlights entries by path prefix. */
export function isPathActive(pathname: string, base: string): boolean {
  if (base === '/') return pathname === '/';
  return pathname === base || pathname.startsWith(`${base}/`);
}
