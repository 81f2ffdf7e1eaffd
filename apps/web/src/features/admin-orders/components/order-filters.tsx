import { Grid, MultiSelect, Select, TextInput } from '@mantine/core';
import {
  ADMIN_ORDER_SORTS,
  ORDER_STATUSES,
  PAYMENT_STATES,
  type AdminOrderSort,
  type OrderStatus,
  type PaymentState,
} from '@shop/contract';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField, type SearchBox } from '@/components/admin/search-field';
import type { Sorting } from '@/components/admin/sort-header';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function statusesOf(value: string): OrderStatus[] {
  return value
    .split(',')
    .filter((status): status is OrderStatus =>
      (ORDER_STATUSES as readonly string[]).includes(status),
    );
}

function paymentStatesOf(value: string): PaymentState[] {
  return value
    .split(',')
    .filter((state): state is PaymentState =>
      (PAYMENT_STATES as readonly string[]).includes(state),
    );
}

function dateOf(value: string): string {
  return DATE.test(value) ? value : '';
}

/** The list's search and filters as the address holds them; anything malformed is no filter. */
export interface OrderListFilters {
  q: string;
  status: OrderStatus[];
  payment: PaymentState[];
  dateFrom: string;
  dateTo: string;
}

export function orderFiltersOf(get: (key: string) => string): OrderListFilters {
  return {
    q: get('q'),
    status: statusesOf(get('status')),
    payment: paymentStatesOf(get('payment')),
    dateFrom: dateOf(get('from')),
    dateTo: dateOf(get('to')),
  };
}

export function hasOrderFilters({
  q,
  status,
  payment,
  dateFrom,
  dateTo,
}: OrderListFilters): boolean {
  return q !== '' || status.length > 0 || payment.length > 0 || dateFrom !== '' || dateTo !== '';
}

export type OrderSorting = Sorting<AdminOrderSort>;

/** The sort choices of a phone, where the cards have no column headers: «created_desc» … */
const ORDER_SORT_CHOICES = ADMIN_ORDER_SORTS.flatMap((sort) =>
  (sort === 'customer' || sort === 'status'
    ? (['asc', 'desc'] as const)
    : (['desc', 'asc'] as const)
  ).map((order) => `${sort}_${order}` as const),
);

const isSort = (value: string): value is AdminOrderSort =>
  (ADMIN_ORDER_SORTS as readonly string[]).includes(value);

/** The list's order as a choice, where the cards have no column headers to click. */
function SortSelect({
  sorting,
  onSort,
}: {
  sorting: OrderSorting;
  onSort: (s: OrderSorting) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="md"
      radius="md"
      label={t('adminOrders.list.sortLabel')}
      data={ORDER_SORT_CHOICES.map((value) => ({
        value,
        label: t(`adminOrders.list.sorts.${value}`),
      }))}
      value={`${sorting.sort}_${sorting.order}`}
      allowDeselect={false}
      onChange={(value) => {
        const [sort, order] = (value ?? '').split('_');
        if (isSort(sort ?? ''))
          onSort({ sort: sort as AdminOrderSort, order: order === 'asc' ? 'asc' : 'desc' });
      }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/**
 * The search box, the statuses and the days, each written into the address as it changes; with
 * `sorting`, the order too (the cards of a phone). `searchBox` is the list's hold on the box.
 */
export function OrderFilters({
  filters: { q, status, payment, dateFrom, dateTo },
  set,
  sorting,
  searchBox,
}: {
  filters: OrderListFilters;
  set: (changes: Record<string, string | null>) => void;
  sorting?: { value: OrderSorting; onSort: (sorting: OrderSorting) => void };
  searchBox?: Ref<SearchBox>;
}) {
  const { t } = useTranslation();
  return (
    <Grid gutter="sm" align="flex-end">
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <SearchField
          ref={searchBox}
          value={q}
          onSearch={(value) => set({ q: value || null })}
          label={t('adminOrders.list.searchLabel')}
          placeholder={t('adminOrders.list.searchPlaceholder')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <MultiSelect
          size="md"
          radius="md"
          label={t('adminOrders.list.status')}
          placeholder={status.length === 0 ? t('adminOrders.list.statusPlaceholder') : undefined}
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
          value={status}
          onChange={(value) => set({ status: value.length > 0 ? value.join(',') : null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <MultiSelect
          size="md"
          radius="md"
          label={t('adminOrders.list.payment')}
          placeholder={payment.length === 0 ? t('adminOrders.list.paymentPlaceholder') : undefined}
          data={PAYMENT_STATES.map((value) => ({
            value,
            label: t(`orders.paymentState.${value}`),
          }))}
          value={payment}
          onChange={(value) => set({ payment: value.length > 0 ? value.join(',') : null })}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <TextInput
          size="md"
          radius="md"
          type="date"
          label={t('adminOrders.list.dateFrom')}
          value={dateFrom}
          max={dateTo || undefined}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, lg: 3 }}>
        <TextInput
          size="md"
          radius="md"
          type="date"
          label={t('adminOrders.list.dateTo')}
          value={dateTo}
          min={dateFrom || undefined}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
        />
      </Grid.Col>
      {sorting && (
        <Grid.Col span={12}>
          <SortSelect sorting={sorting.value} onSort={sorting.onSort} />
        </Grid.Col>
      )}
    </Grid>
  );
}
