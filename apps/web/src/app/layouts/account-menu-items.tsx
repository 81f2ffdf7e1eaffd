import { Box, Group, Menu, Text } from '@mantine/core';
import { IconHistory, IconLogout, IconReceipt, IconSettings, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstallMenuItem } from '@/components/install-menu-item';
import { LanguageMenuItems } from '@/components/language-menu-items';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/session';

/** Who is signed in, at the top of the avatar menu and of the phone's menu. */
export function UserSummary() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Group gap="sm" wrap="nowrap" px="sm" py={8}>
      <UserAvatar user={user} size={38} />
      <Box miw={0}>
        {user.first_name && (
          <Text fw={600} size="sm" truncate="end">
            {user.first_name}
          </Text>
        )}
        <Text size="xs" c="dimmed" truncate="end">
          {user.email}
        </Text>
      </Box>
    </Group>
  );
}

/** The account's pages, the app's installation, the language and signing out. */
export function AccountItems() {
  const { t } = useTranslation();
  return (
    <>
      <Menu.Item component={Link} to={paths.profile} leftSection={<IconUser size={16} />}>
        {t('nav.profile')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.orders} leftSection={<IconReceipt size={16} />}>
        {t('nav.orders')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.settings} leftSection={<IconSettings size={16} />}>
        {t('nav.settings')}
      </Menu.Item>
      <Menu.Item component={Link} to={paths.history} leftSection={<IconHistory size={16} />}>
        {t('nav.history')}
      </Menu.Item>
      <InstallMenuItem />
      <Menu.Divider />
      <LanguageMenuItems />
      <Menu.Divider />
      <Menu.Item
        component={Link}
        to={paths.logout}
        color="red"
        leftSection={<IconLogout size={16} />}
      >
        {t('nav.logout')}
      </Menu.Item>
    </>
  );
}
