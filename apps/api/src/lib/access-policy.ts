import { sql, type SQL } from 'drizzle-orm';
import { forbidden } from './app-error';

/**
 * Who asks: the signed-in user's id and roles, or null for a guest. `isManager` («Менеджер
 * заказов») works orders, their returns, customers and the email outbox; left out, it is false.
 */
export type Actor = {
  id: number;
  isAdmin: boolean;
  isModerator: boolean;
  isManager?: boolean;
} | null;

/** What is asked about, with the owner that decides "own" (null: nobody's, e.g. seeded or imported). */
export type Resource =
  | { type: 'item'; ownerId: number | null }
  | { type: 'comment'; authorId: number }
  | { type: 'outfit'; ownerId: number; isPublic: boolean }
  /** An account; without `id`, the accounts as a whole (their list, a new one, many at once). */
  | { type: 'user'; id?: number }
  | { type: 'import' }
  | { type: 'order'; ownerId: number | null }
  | { type: 'wardrobe_item'; ownerId: number }
  | { type: 'email'; orderId: number | null };

export type Action = 'create' | 'edit' | 'delete';
/**
 * Orders have verbs of their own: see one, find it in one's list, cancel one, and manage (set a
 * status on any order). Whether the order's status still allows a cancel is the orders service's
 * rule, not a right.
 */
export type OrderAction = 'view' | 'list' | 'cancel' | 'manage';
/**
 * Outfits are seen by guests too: `view` opens one, `list` is what the outfit lists show without
 * being asked for more, and `viewTryon` sees its try-on picture, which is personal.
 */
export type OutfitAction = Action | 'view' | 'list' | 'viewTryon';
/**
 * Accounts are also read: `view` one (a customer's page), `list` them (the list and its CSV);
 * orders managers do both.
 */
export type UserAction = Action | 'view' | 'list';
/** Items are also previewed: a draft or archived item's page seen as the shop will show it. */
export type ItemAction = Action | 'preview';
/** An email of the outbox is only seen and sent again. */
export type EmailAction = 'view';
/** A wardrobe piece is also seen (its page, lists, the stylist): by its owner alone. */
export type WardrobeItemAction = Action | 'view';
/** The verbs a resource type knows. */
export type ActionOf<T extends Resource['type']> = T extends 'order'
  ? OrderAction
  : T extends 'outfit'
    ? OutfitAction
    : T extends 'item'
      ? ItemAction
      : T extends 'wardrobe_item'
        ? WardrobeItemAction
        : T extends 'user'
          ? UserAction
          : T extends 'email'
            ? EmailAction
            : Action;

type Of<T extends Resource['type']> = Extract<Resource, { type: T }>;
type Rule<R> = (actor: NonNullable<Actor>, resource: R) => boolean;

/**
 * A right that also picks rows out of a table, so lists and joins ask the database what `can`
 * answers for one row: `allows` decides for one resource (a guest too), `where` is the same rule
 * as a condition over the columns of the table named `alias`. The two sit side by side so that a
 * change to one is seen to need the other; a test runs both on real rows.
 */
type RowRule<R> = {
  allows: (actor: Actor, resource: R) => boolean;
  where: (actor: Actor, alias: string) => SQL;
};

/** The rights that are row rules, by resource type and verb. */
type RowRules = {
  item: Record<'edit', RowRule<Of<'item'>>>;
  outfit: Record<'view' | 'list', RowRule<Of<'outfit'>>>;
  order: Record<'view' | 'list', RowRule<Of<'order'>>>;
  wardrobe_item: Record<'view', RowRule<Of<'wardrobe_item'>>>;
  email: Record<'view', RowRule<Of<'email'>>>;
};
export type RowType = keyof RowRules;
export type RowAction<T extends RowType> = keyof RowRules[T] & string;

type Rules = {
  [T in Resource['type']]: Record<
    Exclude<ActionOf<T>, T extends RowType ? RowAction<T> : never>,
    Rule<Of<T>>
  >;
};

const isOwn = (actor: NonNullable<Actor>, ownerId: number | null) => ownerId === actor.id;
const adminOnly: Rule<unknown> = (a) => a.isAdmin;
/** Admins and orders managers: who works every order, its returns and its customer. */
const worksOrders = (a: NonNullable<Actor>) => a.isAdmin || a.isManager === true;
const column = (alias: string, name: string) =>
  sql`${sql.identifier(alias)}.${sql.identifier(name)}`;

/**
 * Who sees what. An outfit is seen by anyone while public, and by its owner and admins always;
 * the lists show an admin the same as anyone else unless asked for every outfit, which is what
 * the admin may open. An order is seen by its shopper, by admins and by orders managers; the
 * shopper's list holds only their own, an admin's own list too. A catalogue item is changed by an admin, or by the
 * moderator who owns it. A wardrobe piece is seen by its owner only, admins included: it is
 * the shopper's private belonging, never the shop's record.
 */
const ROW_RULES: RowRules = {
  item: {
    edit: {
      allows: (a, r) => a !== null && (a.isAdmin || (a.isModerator && isOwn(a, r.ownerId))),
      where: (a, t) => {
        if (a === null || !(a.isAdmin || a.isModerator)) return sql`false`;
        return a.isAdmin ? sql`true` : sql`${column(t, 'owner_id')} = ${a.id}`;
      },
    },
  },
  outfit: {
    view: {
      allows: (a, r) => r.isPublic || (a !== null && (a.isAdmin || isOwn(a, r.ownerId))),
      where: (a, t) => {
        if (a?.isAdmin) return sql`true`;
        const isPublic = column(t, 'is_public');
        return a ? sql`(${isPublic} or ${column(t, 'owner_id')} = ${a.id})` : isPublic;
      },
    },
    list: {
      allows: (a, r) => r.isPublic || (a !== null && isOwn(a, r.ownerId)),
      where: (a, t) => {
        const isPublic = column(t, 'is_public');
        return a ? sql`(${isPublic} or ${column(t, 'owner_id')} = ${a.id})` : isPublic;
      },
    },
  },
  order: {
    view: {
      allows: (a, r) => a !== null && (worksOrders(a) || isOwn(a, r.ownerId)),
      where: (a, t) => {
        if (a === null) return sql`false`;
        return worksOrders(a) ? sql`true` : sql`${column(t, 'user_id')} = ${a.id}`;
      },
    },
    list: {
      allows: (a, r) => a !== null && isOwn(a, r.ownerId),
      where: (a, t) => (a === null ? sql`false` : sql`${column(t, 'user_id')} = ${a.id}`),
    },
  },
  wardrobe_item: {
    view: {
      allows: (a, r) => a !== null && isOwn(a, r.ownerId),
      where: (a, t) => (a === null ? sql`false` : sql`${column(t, 'owner_id')} = ${a.id}`),
    },
  },
  // The outbox holds account emails too (sign-in and password links): an orders manager reading
  // them could take over any account, so they see the emails of orders only.
  email: {
    view: {
      allows: (a, r) => a !== null && (a.isAdmin || (a.isManager === true && r.orderId !== null)),
      where: (a, t) => {
        if (a?.isAdmin) return sql`true`;
        return a?.isManager ? sql`${column(t, 'order_id')} is not null` : sql`false`;
      },
    },
  },
};

/**
 * The shop's rights that only a signed-in user can have: per resource and action, who may act —
 * an admin on anything, a moderator on catalogue items they own, an author or owner on their own
 * comments and outfits. Services ask `can` / `assertCan`; the web reads the `can_*` flags they
 * answer.
 */
const RULES: Rules = {
  item: {
    create: (a) => a.isAdmin || a.isModerator,
    // The panel sees every item of the catalogue, whoever may change it.
    preview: (a) => a.isAdmin || a.isModerator,
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
    viewTryon: (a, r) => a.isAdmin || isOwn(a, r.ownerId),
  },
  user: {
    view: worksOrders,
    list: worksOrders,
    create: adminOnly,
    edit: adminOnly,
    delete: adminOnly,
  },
  import: { create: adminOnly, edit: adminOnly, delete: adminOnly },
  order: {
    cancel: (a, r) => worksOrders(a) || isOwn(a, r.ownerId),
    manage: worksOrders,
  },
  // Seeing an email is a row rule (above); nothing else is done to one.
  email: {},
  wardrobe_item: {
    create: () => true,
    edit: (a, r) => isOwn(a, r.ownerId),
    delete: (a, r) => isOwn(a, r.ownerId),
  },
};

function rowRule(type: string, action: string): RowRule<Resource> | undefined {
  return (ROW_RULES as unknown as Record<string, Record<string, RowRule<Resource>>>)[type]?.[
    action
  ];
}

/** Whether the actor may do the action to the resource; a guest may do nothing that changes data. */
export function can<R extends Resource>(
  actor: Actor,
  action: ActionOf<R['type']>,
  resource: R,
): boolean {
  const seen = rowRule(resource.type, action);
  if (seen) return seen.allows(actor, resource);
  const rule = (RULES[resource.type] as Record<string, Rule<Resource>>)[action]!;
  return actor !== null && rule(actor, resource);
}

/**
 * `can` as a SQL condition over the rows of the table named `alias`: true for the rows of the
 * resource type on which the actor may do the action.
 */
export function whereCan<T extends RowType>(
  actor: Actor,
  action: RowAction<T>,
  type: T,
  alias: string,
): SQL {
  return rowRule(type, action)!.where(actor, alias);
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
