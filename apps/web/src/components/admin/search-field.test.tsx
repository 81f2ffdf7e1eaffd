import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-app';
import { SEARCH_DEBOUNCE_MS, SearchField } from './search-field';

/** A list whose address takes a moment to follow its search, as the router's does. */
function List({ initial = '', addressMs = 60 }: { initial?: string; addressMs?: number }) {
  const [q, setQ] = useState(initial);
  return (
    <>
      <SearchField
        value={q}
        onSearch={(next) => setTimeout(() => setQ(next), addressMs)}
        label="Поиск"
        placeholder=""
      />
      <button type="button" onClick={() => setQ('назад')}>
        Назад
      </button>
      <output>{q}</output>
    </>
  );
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('SearchField', () => {
  it('keeps what is typed while the address catches up with its own search', async () => {
    const user = userEvent.setup();
    renderWithProviders(<List />);
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    await user.type(box, 'Э');
    // Typing paused: the list searches «Э»; the next letter comes before the address follows.
    await pause(SEARCH_DEBOUNCE_MS + 20);
    await user.type(box, 'к');
    await pause(100);
    expect(box).toHaveValue('Эк');
    await pause(SEARCH_DEBOUNCE_MS + 100);
    expect(screen.getByRole('status')).toHaveTextContent('Эк');
  });

  it('shows the search when the address changes by itself (back, a link)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<List initial="шарф" />);
    const box = screen.getByRole('searchbox', { name: 'Поиск' });
    expect(box).toHaveValue('шарф');
    await user.click(screen.getByRole('button', { name: 'Назад' }));
    expect(box).toHaveValue('назад');
  });
});
