/** The page shows the top 8 categories and brands and the top 5 items by likes. */
export const TOP_GROUPS = 8;
export const TOP_ITEMS = 5;
