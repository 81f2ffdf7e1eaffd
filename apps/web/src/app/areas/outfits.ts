/**
 * The outfits area: the list, an outfit's page and the builder with the virtual try-on (the
 * carousel, the dropzone and their styles). The router loads this module (one chunk) the first
 * time one of these pages opens, so none of it weighs on the shop's other pages.
 */
export { OutfitDetailRoute } from '../routes/outfit-detail';
export { OutfitEditRoute } from '../routes/outfit-edit';
export { OutfitNewRoute } from '../routes/outfit-new';
export { OutfitsRoute } from '../routes/outfits';
