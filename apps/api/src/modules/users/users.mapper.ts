import type { User } from '@shop/contract';
import type { MediaUrl } from '../media/media.service';
import type { UserRow } from './users.repository';

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/**
 * The shape of a user that clients see (the contract's `User`); never the password hash or the
 * Google subject.
 */
export function toPublicUser(row: UserRow, mediaUrl: MediaUrl): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: mediaUrl(row.avatar),
    phone_number: row.phoneNumber,
    date_of_birth: row.dateOfBirth,
    height: toNumber(row.height),
    weight: toNumber(row.weight),
    chest: toNumber(row.chest),
    waist: toNumber(row.waist),
    hips: toNumber(row.hips),
    favorite_colors: row.favoriteColors,
    favorite_brands: row.favoriteBrands,
    language: row.language === 'ru' || row.language === 'en' ? row.language : null,
    is_admin: row.isAdmin,
    is_moderator: row.isModerator,
    is_manager: row.isManager,
    is_active: row.isActive,
    email_verified: row.emailVerifiedAt !== null,
    pending_email: row.pendingEmail,
    has_password: row.passwordHash !== null,
    created_at: row.createdAt.toISOString(),
  };
}
