import { forbidden } from './app-error';

/** Who asks: the signed-in user's id and roles, or null for a guest. */
export type Actor = { id: number; isAdmin: boolean; isModerator: boolean } | null;

/** What is asked about, with the owner that decides "own" (null: nobody's, e.g. seeded or imported). */
export type Resource =
  | { type: 'item'; ownerId: number | null }
  | { type: 'comment'; authorId: number }
  | { type: 'outfit'; ownerId: number }
  | { type: 'user'; id: number }
  | { type: 'import' }
  | { type: 'order'; ownerId: number | null };

export type Action = 'create' | 'edit' | 'delete';
/**
 * Orders have verbs of their own: see one, cancel one, and manage (set a status on any order).
 * Whether the order's status still allows a cancel is the orders service's rule, not a right.
 */
export type OrderAction = 'view' | 'cancel' | 'manage';
/** The verbs a resource type knows. */
export type ActionOf<T extends Resource['type']> = T extends 'order' ? OrderAction : Action;

type Rule<R> = (actor: NonNullable<Actor>, resource: R) => boolean;
type Rules = {
  [T in Resource['type']]: Record<ActionOf<T>, Rule<Extract<Resource, { type: T }>>>;
};

const isOwn = (actor: NonNullable<Actor>, ownerId: number | null) => ownerId === actor.id;
const adminOnly: Rule<unknown> = (a) => a.isAdmin;

/**
 * The shop's rights in one table: per resource and action, who may act — an admin on anything,
 * a moderator on catalogue items they own, an author or owner on their own comments and outfits.
 * Services ask `can` / `assertCan`; the web reads the `can_*` flags they answer.
 */
const RULES: Rules = {
  item: {
    create: (a) => a.isAdmin || a.isModerator,
    edit: (a, r) => a.isAdmin || (a.isModerator && isOwn(a, r.ownerId)),
    delete: (a, r) => a.isAdmin || (a.isModerator && isOwn(a, r.ownerId)),
  },
  comment: {
    create: () => true,
    edit: (a, r) => isOwn(a, r.authorId),
    delete: (a, r) => a.isAdmin || isOwn(a, r.authorId),
  },
  outfit: {
    create: () => true,
    edit: (a, r) => a.isAdmin || isOwn(a, r.ownerId),
    delete: (a, r) => a.isAdmin || isOwn(a, r.ownerId),
  },
  user: { create: adminOnly, edit: adminOnly, delete: adminOnly },
  import: { create: adminOnly, edit: adminOnly, delete: adminOnly },
  order: {
    view: (a, r) => a.isAdmin || isOwn(a, r.ownerId),
    cancel: (a, r) => a.isAdmin || isOwn(a, r.ownerId),
    manage: (a) => a.isAdmin,
  },
};

/** Whether the actor may do the action to the resource; a guest may do nothing that changes data. */
export function can<R extends Resource>(
  actor: Actor,
  action: ActionOf<R['type']>,
  resource: R,
): boolean {
  const rule = (RULES[resource.type] as Record<string, Rule<Resource>>)[action]!;
  return actor !== null && rule(actor, resource);
}

/** Throws 403 FORBIDDEN unless `can`; the message says who may. */
export function assertCan<R extends Resource>(
  actor: Actor,
  action: ActionOf<R['type']>,
  resource: R,
  message?: string,
): void {
  if (!can(actor, action, resource)) throw forbidden(message);
}
