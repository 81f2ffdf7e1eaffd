import { adminDefaults, adminMocks } from './admin';
import { analyticsMocks } from './analytics';
import { auditDefaults, auditMocks } from './audit';
import { authMocks } from './auth';
import { cartDefaults, cartMocks } from './cart';
import { catalogDefaults, catalogMocks } from './catalog';
import { lamodaParserMocks } from './lamoda-parser';
import { configDefaults, configMocks } from './config';
import { favoritesDefaults, favoritesMocks } from './favorites';
import { historyDefaults, historyMocks } from './history';
import { ordersDefaults, ordersMocks } from './orders';
import { outfitsDefaults, outfitsMocks } from './outfits';
import { profileDefaults, profileMocks } from './profile';
import { reviewsMocks } from './reviews';
import { stylistDefaults, stylistMocks } from './stylist';
import { wardrobeDefaults, wardrobeMocks } from './wardrobe';

export { errorResponse } from './error-response';

/**
 * MSW handlers typed with the contract's types, so a mock cannot drift from the API's shapes; one
 * file per area. `handlers` are the defaults every test gets (what the layouts call on every
 * page); `mockApi` holds the builders for `server.use(...)`.
 */
export const handlers = [
  ...configDefaults,
  ...catalogDefaults,
  ...cartDefaults,
  ...favoritesDefaults,
  ...historyDefaults,
  ...outfitsDefaults,
  ...profileDefaults,
  ...adminDefaults,
  ...ordersDefaults,
  ...auditDefaults,
  ...wardrobeDefaults,
  ...stylistDefaults,
];

export const mockApi = {
  ...configMocks,
  ...authMocks,
  ...catalogMocks,
  ...reviewsMocks,
  ...cartMocks,
  ...favoritesMocks,
  ...historyMocks,
  ...outfitsMocks,
  ...profileMocks,
  ...adminMocks,
  ...auditMocks,
  ...analyticsMocks,
  ...lamodaParserMocks,
  ...ordersMocks,
  ...wardrobeMocks,
  ...stylistMocks,
};
