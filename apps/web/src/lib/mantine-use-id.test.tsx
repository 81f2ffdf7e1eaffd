import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

function Field({ staticId }: { staticId?: string }) {
  const id = useId(staticId);
  return (
    <>
      <label htmlFor={id}>Имя</label>
      <input id={id} />
    </>
  );
}

describe('the useId given to Mantine', () => {
  it('keeps the id the page was drawn with once the browser adopts it', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(<Field />);
    const drawnId = container.querySelector('input')?.id;
    expect(drawnId).toMatch(/^mantine-[^:]+$/);

    // A mismatch would be a console.error, which fails the test.
    const drawnInput = container.querySelector('input');
    render(<Field />, { container, hydrate: true });
    expect(container.querySelector('input')).toBe(drawnInput);
    expect(container.querySelector('input')?.id).toBe(drawnId);
    expect(container.querySelector('label')?.htmlFor).toBe(drawnId);
  });

  it('returns the id it is given', () => {
    expect(renderToString(<Field staticId="size" />)).toContain('id="size"');
  });
});
