import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { TaskStateBadge, TaskStateIcon } from './task-state';

describe('task state look', () => {
  it.each([
    ['PENDING', 'yellow', 'В очереди'],
    ['PROGRESS', 'blue', 'Выполняется'],
    ['SUCCESS', 'green', 'Готово'],
    ['FAILURE', 'red', 'Ошибка'],
    ['RETRY', 'gray', 'Неизвестно'],
  ])('%s is %s («%s»)', async (state, color, label) => {
    const { container } = renderWithProviders(
      <>
        <TaskStateIcon state={state} />
        <TaskStateBadge state={state} />
      </>,
    );
    const badge = (await screen.findByText(label)).closest('.mantine-Badge-root');
    expect(badge).toHaveStyle({ '--badge-color': `var(--mantine-color-${color}-light-color)` });
    const icon = container.querySelector('.mantine-ThemeIcon-root');
    expect(icon).toHaveStyle({ '--ti-color': `var(--mantine-color-${color}-light-color)` });
    // Only PROGRESS spins.
    expect(icon!.querySelector('.mantine-Loader-root') !== null).toBe(state === 'PROGRESS');
  });
});
