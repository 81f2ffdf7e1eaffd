/** How often the health and live figures refresh while the performance tab is open. */
export const LIVE_REFRESH_MS = 5_000;

/** How many entries the dashboard shows: top categories and brands, popular items and outfits. */
export const TOP_GROUPS = 8;
export const TOP_POPULAR = 5;
