/**
 * Full-page navigations (leaving the SPA). Kept in one module so tests can replace them:
 * jsdom cannot navigate.
 */
export const browserLocation = {
  /** Go to another site, keeping this page in history (Google's sign-in page). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Reload the app at `url`, replacing the current history entry (after the Google callback). */
  replace(url: string): void {
    window.location.replace(url);
  },
};
