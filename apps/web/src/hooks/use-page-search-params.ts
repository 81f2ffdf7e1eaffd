import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * `useSearchParams` for a page that keeps its own state in its address (a search, filters, a
 * page number). A change that comes after the page has been left is dropped: a search debounced
 * while a link was followed fires while the page is still drawn (the next one renders in a
 * transition), and written then it would land on the next page's address or cancel its opening.
 * The router's live state says where the app is; the page's location is where it was drawn.
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

  return [params, setOwnParams] as const;
}
