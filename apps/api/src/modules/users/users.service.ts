import { hashPassword } from '../../lib/password';
import { notFound } from '../../lib/app-error';
import type { UsersRepository, UserRow } from './users.repository';

export function createUsersService(repo: UsersRepository) {
  return {
    findById: (id: number) => repo.findById(id),
    findByEmail: (email: string) => repo.findByEmail(email),
    findByGoogleSub: (sub: string) => repo.findByGoogleSub(sub),

    async getById(id: number): Promise<UserRow> {
      const user = await repo.findById(id);
      if (!user) throw notFound('User');
      return user;
    },

    /** Creates the account, or returns undefined when the email is already registered. */
    async createWithPassword(input: {
      email: string;
      password: string;
      isAdmin?: boolean;
      isModerator?: boolean;
    }) {
      return repo.insertIfEmailFree({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        isAdmin: input.isAdmin ?? false,
        isModerator: input.isModerator ?? false,
      });
    },

    async createFromGoogle(input: {
      email: string;
      googleSub: string;
      firstName: string | null;
      lastName: string | null;
      avatar: string | null;
    }) {
      return repo.insertIfEmailFree({
        email: input.email,
        googleSub: input.googleSub,
        firstName: input.firstName,
        lastName: input.lastName,
        avatar: input.avatar,
      });
    },

    linkGoogle: (id: number, googleSub: string) => repo.update(id, { googleSub }),

    /** Creates or promotes an admin (the create-admin command): sets the password and activates. */
    async upsertAdmin(
      email: string,
      password: string,
    ): Promise<{ user: UserRow; created: boolean }> {
      const passwordHash = await hashPassword(password);
      const existing = await repo.findByEmail(email);
      if (existing) {
        const user = await repo.update(existing.id, {
          passwordHash,
          isAdmin: true,
          isActive: true,
        });
        return { user: user!, created: false };
      }
      const user = await repo.insertIfEmailFree({ email, passwordHash, isAdmin: true });
      if (!user) return this.upsertAdmin(email, password);
      return { user, created: true };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
