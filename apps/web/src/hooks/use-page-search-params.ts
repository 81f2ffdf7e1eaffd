import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * `useSearchParams` for a page that keeps its own state in its address (a search, filters, a
 * page number). A change that comes after the page has been left is dropped: a search debounced
 * while a link was followed fires while the page is still drawn (the next one renders in a
 * transition), and written then it would land on the next page's address or cancel its opening.
 * The router's live state says where the app is; the page's location is where it was drawn.
 *
 * The third element reads the page's address as it is now: the router moves the address at once
 * and draws it in a transition, so a click can come while the page still shows the address before
 * (a search just written by Enter or by a drawer closing). What such a click sends (the list's CSV
 * export) reads `current()`, not the params it was drawn with.
 */
export function usePageSearchParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;

  const setOwnParams = useCallback<SetParams>(
    (next, options) => {
      if (router) {
        const { location, navigation } = router.state;
        const leaving = navigation.location && navigation.location.pathname !== pathname;
        if (location.pathname !== pathname || leaving) return;
      }
      setParams(next, options);
    },
    [router, pathname, setParams],
  );

  const current = useCallback((): URLSearchParams => {
    const location = router?.state.location;
    return location && location.pathname === pathname
      ? new URLSearchParams(location.search)
      : params;
  }, [router, pathname, params]);

  return [params, setOwnParams, current] as const;
}
