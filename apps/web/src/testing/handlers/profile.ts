import type {
  ErrorEnvelope,
  PasswordChange,
  PhotoUploadResponse,
  ProfileUpdate,
  SavedPhotoResponse,
  User,
} from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { errorResponse } from './error-response';

/** What the settings page and the builder ask, so their tests need not: no kept photo. */
export const profileDefaults = [
  http.get('*/api/profile/photo', () => HttpResponse.json<SavedPhotoResponse>({ photo_url: null })),
];

/** The profile, avatar, try-on photo and account deletion. */
export const profileMocks = {
  profile: (user: User) => http.get('*/api/profile/', () => HttpResponse.json<User>(user)),

  /** POST /api/profile/password: `respond` gets the body; an envelope answers 400 with it. */
  changePassword: (respond: (body: PasswordChange) => ErrorEnvelope | null) =>
    http.post('*/api/profile/password', async ({ request }) => {
      const refusal = respond((await request.json()) as PasswordChange);
      return refusal ? errorResponse(400, refusal) : HttpResponse.json({ ok: true as const });
    }),

  profileFails: (status = 500) =>
    http.get('*/api/profile/', () => errorResponse(status, { code: 'INTERNAL', message: 'Boom' })),

  /** PATCH /api/profile/: `respond` gets the body and answers the updated profile. */
  updateProfile: (respond: (body: ProfileUpdate) => User) =>
    http.patch('*/api/profile/', async ({ request }) =>
      HttpResponse.json<User>(respond((await request.json()) as ProfileUpdate)),
    ),

  updateProfileFails: (status: number, envelope: ErrorEnvelope) =>
    http.patch('*/api/profile/', () => errorResponse(status, envelope)),

  /** POST /api/profile/avatar (multipart `file`): `respond` gets the uploaded file. */
  uploadAvatar: (respond: (file: File) => User) =>
    http.post('*/api/profile/avatar', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      return HttpResponse.json<User>(respond(file));
    }),

  uploadAvatarFails: (status = 500) =>
    http.post('*/api/profile/avatar', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  deleteAvatar: (user: User) =>
    http.delete('*/api/profile/avatar', () => HttpResponse.json<User>(user)),

  deleteAvatarFails: (status = 500) =>
    http.delete('*/api/profile/avatar', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  uploadPhoto: (photoUrl: string) =>
    http.post('*/api/profile/upload-photo', () =>
      HttpResponse.json<PhotoUploadResponse>({ photo_url: photoUrl }),
    ),

  /** GET /api/profile/photo: the try-on photo the shopper keeps. */
  savedPhoto: (photoUrl: string | null) =>
    http.get('*/api/profile/photo', () =>
      HttpResponse.json<SavedPhotoResponse>({ photo_url: photoUrl }),
    ),

  uploadPhotoFails: (status = 500) =>
    http.post('*/api/profile/upload-photo', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),

  deleteAccount: (onDelete?: () => void) =>
    http.delete('*/api/profile/', () => {
      onDelete?.();
      return HttpResponse.json({ ok: true as const });
    }),

  deleteAccountFails: (status = 500) =>
    http.delete('*/api/profile/', () =>
      errorResponse(status, { code: 'INTERNAL', message: 'Boom' }),
    ),
};
