import type { User } from '@shop/contract';
import { FORMAT_LOCALE } from './i18n/i18n';
import { resolveImageUrl } from './image-url';

type AvatarUser = Pick<User, 'first_name' | 'email'>;

/** First letter of the first name, else of the email, else 'U'. */
export function avatarInitial(user: AvatarUser | null | undefined): string {
  const source = user?.first_name?.trim() || user?.email?.trim() || '';
  const first = Array.from(source)[0];
  return first ? first.toLocaleUpperCase(FORMAT_LOCALE) : 'U';
}

/** Image paths under /uploads/ are served by our origin; absolute URLs pass through. */
export function resolveMediaUrl(path: string | null | undefined): string | null {
  return resolveImageUrl(path);
}
