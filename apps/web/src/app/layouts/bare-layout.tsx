import { Outlet } from 'react-router';

/**
 * A page of its own, with none of the shop's chrome (header, tab bar, footer): the packing slip,
 * made for paper. It comes with the shop area, whose texts (an order's facts and totals) such a
 * page uses.
 */
export function BareLayout() {
  return <Outlet />;
}
