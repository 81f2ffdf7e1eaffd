import type { User } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { hashPassword } from '../../lib/password';
import { notFound } from '../../lib/app-error';
import type { MediaUrl } from '../media/media.service';
import { toPublicUser } from './users.mapper';
import type { NewUserRow, UsersRepository, UserRow } from './users.repository';

/** An account's row, as the modules that read accounts through this service see it. */
export type { UserRow };

/** The profile columns other modules may change (through `updateProfile`). */
export type ProfileChanges = Partial<
  Pick<
    NewUserRow,
    | 'firstName'
    | 'lastName'
    | 'avatar'
    | 'phoneNumber'
    | 'dateOfBirth'
    | 'height'
    | 'weight'
    | 'chest'
    | 'waist'
    | 'hips'
    | 'favoriteColors'
    | 'favoriteBrands'
    | 'language'
  >
>;

/** Accounts: the one owner of the `users` table. Writes take the caller's transaction. */
export function createUsersService({
  db,
  repo,
  mediaUrl,
}: {
  db: Db;
  repo: UsersRepository;
  mediaUrl: MediaUrl;
}) {
  return {
    /** The public shape of a user, with the avatar's address. */
    present: (row: UserRow): User => toPublicUser(row, mediaUrl),

    findById: (id: number, ex: DbOrTx) => repo.findById(id, ex),
    list: (q: string | undefined, offset: number, limit: number) => repo.list(q, offset, limit, db),
    page: (input: Parameters<UsersRepository['page']>[0]) => repo.page(input, db),
    otherActiveAdmins: (exceptId: number, ex: DbOrTx) => repo.otherActiveAdmins(exceptId, ex),
    countActiveAdmins: () => repo.countActiveAdmins(db),
    /** Where the shop writes to its admins (payments that need a look). */
    activeAdminEmails: (ex: DbOrTx) => repo.activeAdminEmails(ex),
    /** Account fields an admin changes: email, roles, activity, password (hashed here). */
    async updateAccount(
      id: number,
      changes: Partial<
        Pick<
          NewUserRow,
          | 'email'
          | 'isAdmin'
          | 'isModerator'
          | 'isManager'
          | 'isActive'
          | 'emailVerifiedAt'
          | 'pendingEmail'
        >
      > & {
        password?: string;
      },
      ex: DbOrTx,
    ) {
      const { password, ...values } = changes;
      return repo.update(
        id,
        password === undefined ? values : { ...values, passwordHash: await hashPassword(password) },
        ex,
      );
    },
    lock: (id: number, ex: DbOrTx) => repo.lock(id, ex),
    updateProfile: (id: number, changes: ProfileChanges, ex: DbOrTx) =>
      repo.update(id, changes, ex),
    delete: (id: number, ex: DbOrTx) => repo.delete(id, ex),
    findByEmail: (email: string, ex: DbOrTx) => repo.findByEmail(email, ex),
    findByGoogleSub: (sub: string) => repo.findByGoogleSub(sub, db),

    async getById(id: number): Promise<UserRow> {
      const user = await repo.findById(id, db);
      if (!user) throw notFound('User');
      return user;
    },

    /**
     * Creates the account, or returns undefined when the email is already registered. `verified`:
     * the address counts as proven (an admin made the account), not waiting for its link.
     */
    async createWithPassword(
      input: {
        email: string;
        password: string;
        verified: boolean;
        isAdmin?: boolean;
        isModerator?: boolean;
        isManager?: boolean;
        isActive?: boolean;
      },
      ex: DbOrTx,
    ) {
      return repo.insertIfEmailFree(
        {
          email: input.email,
          passwordHash: await hashPassword(input.password),
          emailVerifiedAt: input.verified ? new Date() : null,
          isAdmin: input.isAdmin ?? false,
          isModerator: input.isModerator ?? false,
          isManager: input.isManager ?? false,
          isActive: input.isActive ?? true,
        },
        ex,
      );
    },

    async createFromGoogle(input: {
      email: string;
      googleSub: string;
      firstName: string | null;
      lastName: string | null;
      avatar: null;
    }) {
      return repo.insertIfEmailFree(
        {
          email: input.email,
          googleSub: input.googleSub,
          firstName: input.firstName,
          lastName: input.lastName,
          avatar: input.avatar,
          emailVerifiedAt: new Date(),
        },
        db,
      );
    },

    /**
     * Attaches a Google identity whose address Google verified. An account whose own address was
     * never proven is taken over: its password (perhaps chosen by whoever registered somebody
     * else's address) and any address change it asked for are dropped (decision 045).
     */
    attachGoogle: (user: UserRow, googleSub: string, ex: DbOrTx) =>
      repo.update(
        user.id,
        user.emailVerifiedAt
          ? { googleSub }
          : { googleSub, emailVerifiedAt: new Date(), passwordHash: null, pendingEmail: null },
        ex,
      ),

    /** A new password (hashed here), e.g. from a reset link. */
    setPassword: async (id: number, password: string, ex: DbOrTx) =>
      repo.update(id, { passwordHash: await hashPassword(password) }, ex),

    /** Creates or promotes an admin (the create-admin command): sets the password and activates. */
    async upsertAdmin(
      email: string,
      password: string,
    ): Promise<{ user: UserRow; created: boolean }> {
      const passwordHash = await hashPassword(password);
      const existing = await repo.findByEmail(email, db);
      if (existing) {
        const user = await repo.update(
          existing.id,
          {
            passwordHash,
            isAdmin: true,
            isActive: true,
            emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          },
          db,
        );
        return { user: user!, created: false };
      }
      const user = await repo.insertIfEmailFree(
        { email, passwordHash, isAdmin: true, emailVerifiedAt: new Date() },
        db,
      );
      if (!user) return this.upsertAdmin(email, password);
      return { user, created: true };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
