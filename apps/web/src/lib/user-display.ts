import type { User } from '@shop/contract';
import { resolveImageUrl } from './image-url';

type AvatarUser = Pick<User, 'first_name' | 'email'>;

/** 000 §2 avatar fallback: first letter of the first name, else of the email, else 'U'. */
export function avatarInitial(user: AvatarUser | null | undefined): string {
  const source = user?.first_name?.trim() || user?.email?.trim() || '';
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase('ru-RU') : 'U';
}

/** Image paths under /uploads/ are served by our origin (000 §9); absolute URLs pass through. */
export function resolveMediaUrl(path: string | null | undefined): string | null {
  return resolveImageUrl(path);
}
