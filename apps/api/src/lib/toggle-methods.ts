/**
 * A relation a user switches on and off (a favourite, a like) answers three methods on one address:
 * POST flips it (the toggle older clients send), PUT sets it and DELETE clears it. PUT and DELETE
 * are idempotent, so a retried or doubled request cannot undo itself.
 */
export const TOGGLE_METHODS = [
  { method: 'POST', wanted: 'toggle', verb: 'Flip' },
  { method: 'PUT', wanted: true, verb: 'Set' },
  { method: 'DELETE', wanted: false, verb: 'Clear' },
] as const;
