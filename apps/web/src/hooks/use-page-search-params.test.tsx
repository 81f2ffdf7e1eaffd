import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageSearchParams } from './use-page-search-params';

type Setter = ReturnType<typeof usePageSearchParams>[1];

function setup() {
  const captured: { set?: Setter } = {};
  function List() {
    const [params, set] = usePageSearchParams();
    captured.set = set;
    return <p>q={params.get('q') ?? ''}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/orders', element: <List /> },
      { path: '/orders/:id', element: <p>order</p> },
    ],
    { initialEntries: ['/orders'] },
  );
  render(<RouterProvider router={router} />);
  return { router, set: () => captured.set! };
}

const address = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

describe('usePageSearchParams', () => {
  it('writes the page’s own address while the page is the current one', async () => {
    const { router, set } = setup();
    await act(async () => set()({ q: 'V-000002' }, { replace: true }));
    expect(address(router)).toBe('/orders?q=V-000002');
  });

  it('drops a change that comes after a link has taken the app to another page', async () => {
    const { router, set } = setup();
    const stale = set();
    // The router has moved on; the list is still the drawn page when its debounced search fires.
    await router.navigate('/orders/2');
    await act(async () => stale({ q: 'V-000002' }, { replace: true }));
    expect(address(router)).toBe('/orders/2');
  });
});
