import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDrawnFirst } from './use-drawn-first';

const EMPTY: readonly string[] = [];
const drawn = vi.fn();

function Lines({ stored }: { stored: readonly string[] }) {
  drawn();
  const lines = useDrawnFirst(stored, EMPTY);
  return <p>{lines.length ? lines.join(', ') : 'пусто'}</p>;
}

/** Draws `stored` as the server would (it cannot see it), then adopts that markup in the browser. */
async function adopt(stored: readonly string[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Lines stored={stored} />);
  document.body.append(container);
  drawn.mockClear();
  await act(async () => {
    hydrateRoot(container, <Lines stored={stored} />);
  });
  return container;
}

beforeEach(() => {
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useDrawnFirst', () => {
  it('adopts the drawn value, then shows what only the browser knows', async () => {
    const container = await adopt(['Футболка × 2']);
    expect(container.textContent).toBe('Футболка × 2');
    expect(drawn).toHaveBeenCalledTimes(2);
  });

  it('draws an adopted page once when the browser has nothing else to show', async () => {
    const container = await adopt(EMPTY);
    expect(container.textContent).toBe('пусто');
    expect(drawn).toHaveBeenCalledTimes(1);
  });
});
