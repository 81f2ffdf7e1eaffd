import type { AuthResponse, User } from '@shop/contract';

let nextId = 1;

/** A valid contract `User`; override what the test cares about. */
export function buildUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `user${id}@example.com`,
    first_name: 'Айгерим',
    last_name: null,
    avatar: null,
    phone_number: null,
    date_of_birth: null,
    height: null,
    weight: null,
    chest: null,
    waist: null,
    hips: null,
    favorite_colors: [],
    favorite_brands: [],
    is_admin: false,
    is_moderator: false,
    is_active: true,
    created_at: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<User> = {}): User {
  return buildUser({ is_admin: true, first_name: 'Админ', ...overrides });
}

export function buildModerator(overrides: Partial<User> = {}): User {
  return buildUser({ is_moderator: true, first_name: 'Модератор', ...overrides });
}

export function buildAuthResponse(
  user: User = buildUser(),
  tokens = { access: 'access-1', refresh: 'refresh-1' },
): AuthResponse {
  return {
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    token_type: 'bearer',
    expires_in: 900,
    user,
  };
}
