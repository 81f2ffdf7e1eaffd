import { Badge, Loader, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock, IconQuestionMark } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A task state's look: PENDING yellow, PROGRESS blue with a spinner, SUCCESS green, FAILURE red;
 * any other value grey.
 */
const LOOKS = {
  PENDING: { color: 'yellow', Icon: IconClock },
  PROGRESS: { color: 'blue', Icon: null },
  SUCCESS: { color: 'green', Icon: IconCircleCheck },
  FAILURE: { color: 'red', Icon: IconCircleX },
} as const;

type KnownState = keyof typeof LOOKS;

function isKnown(state: string): state is KnownState {
  return Object.prototype.hasOwnProperty.call(LOOKS, state);
}

export function stateColor(state: string): string {
  return isKnown(state) ? LOOKS[state].color : 'gray';
}

export function TaskStateIcon({ state }: { state: string }) {
  const color = stateColor(state);
  if (state === 'PROGRESS') {
    return (
      <ThemeIcon variant="light" color={color} radius="xl" size="lg" data-state={state} aria-hidden>
        <Loader size={16} color={color} />
      </ThemeIcon>
    );
  }
  const Icon = isKnown(state) ? (LOOKS[state].Icon ?? IconQuestionMark) : IconQuestionMark;
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="lg" data-state={state} aria-hidden>
      <Icon size={20} stroke={1.8} />
    </ThemeIcon>
  );
}

export function TaskStateBadge({ state }: { state: string }) {
  const { t } = useTranslation();
  const label = isKnown(state)
    ? t(`lamodaParser.states.${state}`)
    : t('lamodaParser.states.unknown');
  return (
    <Badge color={stateColor(state)} variant="light" data-state={state}>
      {label}
    </Badge>
  );
}
