/**
 * The signed-in shopper's own pages inside the shop layout: home, profile, settings, favourites,
 * history and the wardrobe. An area of its own so that the catalogue and an item's page, which most visitors
 * open first, do not download, parse and run them (their texts come with the shop area, whose
 * layout is always loaded first).
 */
export { FavoritesRoute } from '../routes/favorites';
export { HistoryRoute } from '../routes/history';
export { HomeRoute } from '../routes/home';
export { ProfileRoute } from '../routes/profile';
export { SettingsRoute } from '../routes/settings';
export { WardrobeRoute } from '../routes/wardrobe';
export { WardrobeStatsRoute } from '../routes/wardrobe-stats';
