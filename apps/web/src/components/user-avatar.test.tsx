import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-app';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  it('shows the avatar image when there is one', () => {
    renderWithProviders(<UserAvatar user={buildUser({ avatar: '/uploads/avatars/1.webp' })} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/uploads/avatars/1.webp`,
    );
  });

  it.each([
    [{ first_name: 'Дана', email: 'x@y.kz' }, 'Д'],
    [{ first_name: null, email: 'alima@y.kz' }, 'A'],
    [{ first_name: null, email: '' }, 'U'],
  ])('falls back to an initial: %o → %s', (fields, initial) => {
    renderWithProviders(<UserAvatar user={buildUser({ avatar: null, ...fields })} />);
    expect(screen.getByText(initial)).toBeInTheDocument();
  });
});
