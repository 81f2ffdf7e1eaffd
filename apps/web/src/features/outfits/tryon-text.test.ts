import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n';
import { tryonText } from './tryon-text';

afterEach(() => i18n.changeLanguage('ru'));

const say = (...messages: Parameters<typeof tryonText>[1]) => tryonText(i18n.t, messages);

describe('the try-on’s codes in words', () => {
  it('writes them in Russian, agreeing the slots in gender and number', () => {
    expect(
      say(
        { code: 'ready' },
        { code: 'slots_unseen', unseen: ['footwear'], fitted: ['bottom', 'top'] },
      ),
    ).toBe('Виртуальная примерка готова. Обувь не видна на фото — примерены только низ и верх');
    expect(say({ code: 'slots_unseen', unseen: ['bottom', 'footwear'], fitted: ['top'] })).toBe(
      'Низ и обувь не видны на фото — примерен только верх',
    );
    expect(say({ code: 'slots_unseen', unseen: ['top'], fitted: [] })).toBe(
      'Верх не виден на фото — загрузите фото, где видно всю фигуру',
    );
    expect(say({ code: 'ready' }, { code: 'figure', reason: 'dress_under_trousers' })).toBe(
      'Виртуальная примерка готова. На фото платье или юбка, под брюками их не скрыть — показываем образ на вашей фигуре',
    );
    expect(say({ code: 'ready' }, { code: 'pictures_missing', slots: ['top', 'footwear'] })).toBe(
      'Виртуальная примерка готова. Нет изображения для примерки: верх и обувь — примерено остальное',
    );
    expect(say({ code: 'hosted_refused', detail: 'No person detected' })).toBe(
      'Сервис примерки не смог обработать фото: No person detected',
    );
    expect(say({ code: 'hosted_refused', detail: null })).toBe(
      'Сервис примерки не смог обработать фото',
    );
    expect(say({ code: 'hosted_http_error', status: 401 })).toBe(
      'Сервис примерки ответил ошибкой 401.',
    );
  });

  it('writes them in English', async () => {
    await i18n.changeLanguage('en');
    expect(
      say(
        { code: 'ready' },
        { code: 'slots_unseen', unseen: ['footwear'], fitted: ['bottom', 'top'] },
      ),
    ).toBe(
      'The virtual try-on is ready. The shoes are not visible on the photo — only the bottom and the top are tried on',
    );
    expect(say({ code: 'slots_unseen', unseen: ['bottom'], fitted: ['top'] })).toBe(
      'The bottom is not visible on the photo — only the top is tried on',
    );
    expect(say({ code: 'figure', reason: 'pose' })).toBe(
      'In this pose (seated, bending, in motion) the clothes would not sit on the figure — showing the outfit on your figure',
    );
    expect(say({ code: 'no_person' })).toBe('No person could be found on the photo');
    expect(say({ code: 'hosted_http_error', status: 502 })).toBe(
      'The try-on service answered with error 502.',
    );
  });
});
