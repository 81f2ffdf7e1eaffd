import { Avatar, type AvatarProps } from '@mantine/core';
import type { User } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { avatarInitial, resolveMediaUrl } from '@/lib/user-display';

/** The user's avatar image, else the initial of the first name, of the email, else 'U'. */
export function UserAvatar({
  user,
  ...props
}: { user: Pick<User, 'avatar' | 'first_name' | 'email'> | null } & Omit<AvatarProps, 'src'>) {
  const { t } = useTranslation();
  const src = resolveMediaUrl(user?.avatar);
  return (
    <Avatar src={src} alt={t('user.avatarAlt')} color="wine" variant="light" radius="xl" {...props}>
      {avatarInitial(user)}
    </Avatar>
  );
}
