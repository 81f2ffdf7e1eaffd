import { Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import type { User } from '@shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { paths } from '@/config/paths';
import { formatDate, formatPhone } from '@/lib/format';
import { FORMAT_LOCALE } from '@/lib/i18n/i18n';
import { MEASUREMENTS } from '../profile-form';

function fullName(user: User): string {
  return [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

function formatNumber(value: number): string {
  return new Intl.NumberFormat(FORMAT_LOCALE, { maximumFractionDigits: 1 }).format(value);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} lts="0.04em">
        {label}
      </Text>
      <Text fw={500} mt={2}>
        {children}
      </Text>
    </Box>
  );
}

function Chips({ values, empty }: { values: readonly string[]; empty: string }) {
  if (values.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Group gap={6}>
      {values.map((value) => (
        <Badge key={value} variant="light" color="wine" size="lg" tt="none" fw={500}>
          {value}
        </Badge>
      ))}
    </Group>
  );
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" bg="white" component="section" aria-labelledby={id}>
      <Title order={2} fz="h3" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The card at the top: the avatar, the name and the address, the ways to orders and settings. */
function ProfileHeader({ profile }: { profile: User }) {
  const { t } = useTranslation();
  const name = fullName(profile) || t('user.noName');
  return (
    <Paper withBorder p={{ base: 'lg', sm: 'xl' }} bg="white">
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="lg" wrap="nowrap" miw={0}>
          <UserAvatar user={profile} size={88} radius={999} />
          <Box miw={0}>
            <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {profile.email}
            </Text>
          </Box>
        </Group>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.orders}
            variant="default"
            leftSection={<IconReceipt size={16} />}
          >
            {t('nav.orders')}
          </Button>
          <Button
            component={Link}
            to={paths.settings}
            variant="light"
            leftSection={<IconPencil size={16} />}
          >
            {t('profile.edit')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** /profile: the profile read-only, with 'Редактировать профиль' → /settings. */
export function ProfileView({ profile }: { profile: User }) {
  const { t } = useTranslation();
  const notSet = t('profile.notSet');

  return (
    <Stack gap="lg" py={{ base: 'xs', sm: 'md' }} maw={960}>
      <ProfileHeader profile={profile} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card id="profile-contacts" title={t('profile.sections.personal')}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Field label={t('profile.fields.phone')}>
              {profile.phone_number ? formatPhone(profile.phone_number) : notSet}
            </Field>
            <Field label={t('profile.fields.birthDate')}>
              {profile.date_of_birth
                ? formatDate(`${profile.date_of_birth.slice(0, 10)}T00:00:00`)
                : notSet}
            </Field>
          </SimpleGrid>
        </Card>

        <Card id="profile-body" title={t('profile.sections.body')}>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
            {MEASUREMENTS.map((field) => {
              const value = profile[field];
              return (
                <Field key={field} label={t(`profile.fields.${field}`)}>
                  {value === null
                    ? notSet
                    : t(field === 'weight' ? 'profile.valueKg' : 'profile.valueCm', {
                        value: formatNumber(value),
                      })}
                </Field>
              );
            })}
          </SimpleGrid>
        </Card>

        <Card id="profile-colors" title={t('profile.sections.colors')}>
          <Chips values={profile.favorite_colors} empty={notSet} />
        </Card>

        <Card id="profile-brands" title={t('profile.sections.brands')}>
          <Chips values={profile.favorite_brands} empty={notSet} />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
