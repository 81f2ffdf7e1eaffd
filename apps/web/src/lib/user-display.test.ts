import { describe, expect, it } from 'vitest';
import { avatarInitial, resolveMediaUrl } from './user-display';

describe('avatarInitial', () => {
  it('uses the first letter of the first name, else of the email, else U', () => {
    expect(avatarInitial({ first_name: 'айгерим', email: 'z@x.kz' })).toBe('А');
    expect(avatarInitial({ first_name: null, email: 'marat@x.kz' })).toBe('M');
    expect(avatarInitial({ first_name: '   ', email: 'dana@x.kz' })).toBe('D');
    expect(avatarInitial({ first_name: null, email: '' })).toBe('U');
    expect(avatarInitial(null)).toBe('U');
  });
});

describe('resolveMediaUrl', () => {
  it('prefixes /uploads/ paths with the site origin and leaves others alone', () => {
    expect(resolveMediaUrl('/uploads/a.webp')).toBe(`${window.location.origin}/uploads/a.webp`);
    expect(resolveMediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(resolveMediaUrl(null)).toBeNull();
  });
});
