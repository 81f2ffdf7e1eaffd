import { STORAGE_KEYS, type ProfileUpdate, type User } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/factories';
import { mockApi } from '@/testing/handlers';
import { fillField } from '@/testing/fill-field';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function toast(text: string) {
  const node = screen.queryAllByText(text).find((n) => n.closest('.mantine-Notification-root'));
  return (node?.closest('.mantine-Notification-root') as HTMLElement | undefined) ?? null;
}

function setup(overrides: Partial<User> = {}) {
  const profile = buildUser({ first_name: 'Айгерим', ...overrides });
  server.use(mockApi.profile(profile));
  const result = renderApp({ route: '/settings', user: profile });
  return { ...result, profile };
}

/** Counts every call the page makes to PATCH /api/profile/. */
function recordUpdates(profile: User) {
  const bodies: ProfileUpdate[] = [];
  server.use(
    mockApi.updateProfile((body) => {
      bodies.push(body);
      return { ...profile, ...(body as Partial<User>) };
    }),
  );
  return bodies;
}

function pickFile(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

// The settings page is the app's longest form (with the email and password cards below it), and
// these tests type into many of its fields: a test cut short keeps typing into the next one.
describe('/settings — validation', { timeout: 30_000 }, () => {
  it('shows every rule’s message and sends nothing', async () => {
    const { user, profile } = setup();
    const bodies = recordUpdates(profile);
    await screen.findByLabelText('Имя');

    await fillField(user, screen.getByLabelText('Телефон'), '12-34');
    fireEvent.change(screen.getByLabelText('Дата рождения'), { target: { value: '2999-01-01' } });
    await user.type(screen.getByLabelText('Рост'), '0');
    await fillField(user, screen.getByLabelText('Ссылка на аватар'), 'ftp://example.com/a.png');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

    expect(await screen.findByText('Некорректный телефонный номер')).toBeInTheDocument();
    expect(screen.getByText('Дата рождения не может быть в будущем')).toBeInTheDocument();
    expect(screen.getByText('Числовые параметры должны быть положительными')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ссылка на аватар должна быть абсолютной (http:// или https://) или начинаться с /',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('keeps a minus typed into a body measurement and refuses the number, never saving it as positive', async () => {
    const { user, profile } = setup();
    const bodies = recordUpdates(profile);
    const height = await screen.findByLabelText('Рост');
    await user.type(height, '-170');
    expect(height).toHaveValue('-170');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    expect(
      await screen.findByText('Числовые параметры должны быть положительными'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('accepts a phone with spaces and a plus, and relative or absolute avatar links', async () => {
    const { user, profile } = setup();
    const bodies = recordUpdates(profile);
    await fillField(user, await screen.findByLabelText('Телефон'), '+7 701 123 45 67');
    await fillField(user, screen.getByLabelText('Ссылка на аватар'), '/uploads/avatars/me.webp');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { phone_number: '+77011234567', avatar: '/uploads/avatars/me.webp' },
      ]),
    );
  });
});

describe('/settings — saving', { timeout: 30_000 }, () => {
  it('with nothing changed shows «Изменений не обнаружено» after 600 ms and makes no call', async () => {
    const { user, profile } = setup({ height: 170, favorite_colors: ['чёрный'] });
    const bodies = recordUpdates(profile);
    await screen.findByLabelText('Имя');
    // Emptied fields are left out, so clearing one is "nothing to save" too.
    await user.clear(screen.getByLabelText('Имя'));

    vi.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
      await act(() => vi.advanceTimersByTimeAsync(590));
      expect(screen.queryByText('Изменений не обнаружено')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(20));
      expect(screen.getByText('Изменений не обнаружено')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    expect(bodies).toEqual([]);
  });

  it('sends only the filled-in, changed fields and updates the session user', async () => {
    const { user, profile } = setup({ first_name: 'Айгерим', height: 170 });
    const bodies = recordUpdates(profile);
    const first = await screen.findByLabelText('Имя');
    await user.clear(first);
    await fillField(user, first, 'Дана');
    await user.type(screen.getByLabelText('Вес'), '55,5');
    const colors = screen.getByRole('textbox', { name: 'Любимые цвета' });
    await user.type(colors, 'бордовый{enter}бежевый{enter}');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

    await waitFor(() => expect(toast('Профиль обновлён')).not.toBeNull());
    expect(bodies).toEqual([
      { first_name: 'Дана', weight: 55.5, favorite_colors: ['бордовый', 'бежевый'] },
    ]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({
      first_name: 'Дана',
      weight: 55.5,
    });
  });

  it('saves text left unfinished in «Любимые бренды» with the first press, as a tag', async () => {
    const { user, profile } = setup({ favorite_brands: ['Mango'] });
    const bodies = recordUpdates(profile);
    const brands = await screen.findByRole('textbox', { name: 'Любимые бренды' });
    await user.type(brands, 'Zara');
    // Leaving the field keeps the text as text: nothing moves under the finger.
    await user.tab();
    expect(brands).toHaveValue('Zara');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));

    await waitFor(() => expect(toast('Профиль обновлён')).not.toBeNull());
    expect(bodies).toEqual([{ favorite_brands: ['Mango', 'Zara'] }]);
    expect(brands).toHaveValue('');
  });

  it('shows the server’s reason under the field and in an «Ошибка» toast', async () => {
    const { user } = setup();
    server.use(
      mockApi.updateProfileFails(400, { code: 'INVALID_PHONE', message: 'Invalid phone' }),
    );
    await fillField(user, await screen.findByLabelText('Телефон'), '+77011234567');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(toast('Некорректный телефонный номер')).not.toBeNull());
    expect(within(toast('Некорректный телефонный номер')!).getByText('Ошибка')).toBeInTheDocument();
    expect(screen.getAllByText('Некорректный телефонный номер')).toHaveLength(2);
  });

  it('puts the fields of a refused save under their inputs, with the form’s own texts', async () => {
    const { user } = setup();
    server.use(
      mockApi.updateProfileFails(400, {
        code: 'VALIDATION_FAILED',
        message: 'The request is invalid',
        details: { fields: [{ path: 'last_name', message: 'Too big: expected <=100' }] },
      }),
    );
    await fillField(user, await screen.findByLabelText('Фамилия'), 'Садыкова');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(toast('Не удалось обновить профиль')).not.toBeNull());
    expect(screen.getByLabelText('Фамилия')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Не более 100 символов')).toBeInTheDocument();
  });

  it('sends a phone with dots and brackets as digits, as the API counts them', async () => {
    const { user, profile } = setup();
    const bodies = recordUpdates(profile);
    await fillField(user, await screen.findByLabelText('Телефон'), '+7 (701) 123.45.67');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(bodies).toEqual([{ phone_number: '+77011234567' }]));
  });

  it('falls back to «Не удалось обновить профиль»', async () => {
    const { user } = setup();
    server.use(mockApi.updateProfileFails(500, { code: 'INTERNAL', message: 'Boom' }));
    await fillField(user, await screen.findByLabelText('Фамилия'), 'Садыкова');
    await user.click(screen.getByRole('button', { name: 'Сохранить изменения' }));
    await waitFor(() => expect(toast('Не удалось обновить профиль')).not.toBeNull());
  });
});

describe('/settings — avatar and photo', () => {
  it('refuses a file that is not an image before sending it', async () => {
    setup();
    await screen.findByLabelText('Файл аватара');
    pickFile('Файл аватара', new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    const node = await waitFor(() => {
      const found = toast('Пожалуйста, выберите изображение');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(node).getByText('Неверный тип файла')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    setup();
    await screen.findByLabelText('Файл аватара');
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    pickFile('Файл аватара', big);
    const node = await waitFor(() => {
      const found = toast('Максимальный размер файла — 10 МБ');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(node).getByText('Файл слишком большой')).toBeInTheDocument();
  });

  it('uploads an avatar as multipart «file» and shows «Аватар обновлён»', async () => {
    const { profile } = setup();
    const uploaded: File[] = [];
    server.use(
      mockApi.uploadAvatar((file) => {
        uploaded.push(file);
        return { ...profile, avatar: '/uploads/avatars/new.webp' };
      }),
    );
    await screen.findByLabelText('Файл аватара');
    pickFile('Файл аватара', new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(toast('Аватар обновлён')).not.toBeNull());
    // One multipart request with the field «file» (jsdom's FormData does not carry the bytes
    // to Node's fetch faithfully; the browser tests upload real files).
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]).toBeTruthy();
    // The new avatar shows as a picture; its path is not put into the link field.
    expect(screen.getByLabelText('Ссылка на аватар')).toHaveValue('');
  });

  it('shows an uploaded avatar as the picture, not as its «/uploads/…» path', async () => {
    setup({ avatar: '/uploads/avatars/old.webp' });
    expect(await screen.findByLabelText('Ссылка на аватар')).toHaveValue('');
    const picture = screen
      .getAllByRole('img')
      .find((img) => img.getAttribute('src')?.endsWith('/uploads/avatars/old.webp'));
    expect(picture).toBeTruthy();
  });

  it('shows «Не удалось загрузить аватар» when the upload fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    server.use(mockApi.uploadAvatarFails());
    await screen.findByLabelText('Файл аватара');
    pickFile('Файл аватара', new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(toast('Не удалось загрузить аватар')).not.toBeNull());
  });

  it('says why the server refused an avatar (not an image) instead of a bare failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    server.use(
      http.post('*/api/profile/avatar', () =>
        HttpResponse.json({ code: 'INVALID_FILE_TYPE', message: 'not an image' }, { status: 415 }),
      ),
    );
    await screen.findByLabelText('Файл аватара');
    pickFile('Файл аватара', new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(toast('Пожалуйста, выберите изображение')).not.toBeNull());
    expect(toast('Не удалось загрузить аватар')).toBeNull();
  });

  it('deletes the avatar only after «Удалить аватар?»', async () => {
    const { user, profile } = setup({ avatar: '/uploads/avatars/old.webp' });
    let deleted = 0;
    server.use(
      http.delete('*/api/profile/avatar', () => {
        deleted += 1;
        return HttpResponse.json<User>({ ...profile, avatar: null });
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить аватар' }));
    let dialog = await screen.findByRole('dialog', { name: 'Удалить аватар?' });
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Удалить аватар' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить аватар?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(deleted).toBe(1));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Удалить аватар' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Ссылка на аватар')).toHaveValue('');
  });

  it('shows «Не удалось удалить аватар» when the delete fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = setup({ avatar: '/uploads/avatars/old.webp' });
    server.use(mockApi.deleteAvatarFails());
    await user.click(await screen.findByRole('button', { name: 'Удалить аватар' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить аватар?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(toast('Не удалось удалить аватар')).not.toBeNull());
  });

  it('shows the try-on photo the shopper keeps on every visit', async () => {
    server.use(mockApi.savedPhoto('/media/private/photos/kept.webp?s=1'));
    setup();
    expect(await screen.findByRole('img', { name: 'Ваше фото для примерки' })).toHaveAttribute(
      'src',
      '/media/private/photos/kept.webp?s=1',
    );
    expect(screen.getByRole('button', { name: 'Заменить фото' })).toBeInTheDocument();
  });

  it('uploads a try-on photo and previews it; a failure says «Ошибка загрузки»', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup();
    server.use(mockApi.uploadPhoto('/uploads/photos/me.webp'));
    await screen.findByLabelText('Файл фото для примерки');
    pickFile('Файл фото для примерки', new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(toast('Фото загружено')).not.toBeNull());
    expect(screen.getByRole('img', { name: 'Ваше фото для примерки' })).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/photos/me.webp`,
    );

    server.use(mockApi.uploadPhotoFails());
    pickFile('Файл фото для примерки', new File(['jpg'], 'me2.jpg', { type: 'image/jpeg' }));
    const node = await waitFor(() => {
      const found = toast('Не удалось загрузить фото');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(within(node).getByText('Ошибка загрузки')).toBeInTheDocument();
  });
});

describe('/settings — deleting the account', () => {
  it('asks with the exact warning, deletes, signs out and goes to /', async () => {
    let deleted = false;
    const { user, router } = setup();
    server.use(
      mockApi.deleteAccount(() => {
        deleted = true;
      }),
      mockApi.logout(),
    );
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление аккаунта' });
    expect(
      within(dialog).getByText('Вы уверены, что хотите удалить аккаунт? Это действие необратимо.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить аккаунт' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deleted).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(screen.queryByText('Требуется авторизация')).not.toBeInTheDocument();
  });

  it('says «Не удалось удалить аккаунт» and stays when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = setup();
    server.use(mockApi.deleteAccountFails());
    await user.click(await screen.findByRole('button', { name: 'Удалить аккаунт' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удаление аккаунта' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить аккаунт' }));
    await waitFor(() => expect(toast('Не удалось удалить аккаунт')).not.toBeNull());
    expect(router.state.location.pathname).toBe('/settings');
  });
});
