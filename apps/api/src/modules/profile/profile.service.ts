import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { UsersService } from '../users/users.service';

type Deps = { db: Db; storage: Storage; users: UsersService };

/** Profile, avatar, try-on photo uploads and account deletion (000 §2 /profile, /settings). */
export function createProfileService(_deps: Deps) {
  return {};
}

export type ProfileService = ReturnType<typeof createProfileService>;
