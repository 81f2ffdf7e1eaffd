import { Grid, MultiSelect, Select } from '@mantine/core';
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
import { DateRangeFilter } from '@/components/admin/date-range-filter';
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

/** Some values of a closed list as a filter, written into the address comma-separated. */
function MultiChoiceFilter({
  label,
  placeholder,
  data,
  value,
  onChange,
}: {
  label: string;
  /** Shown while nothing is chosen. */
  placeholder: string;
  data: { value: string; label: string }[];
  value: string[];
  onChange: (value: string | null) => void;
}) {
  return (
    <MultiSelect
      size="md"
      radius="md"
      label={label}
      placeholder={value.length === 0 ? placeholder : undefined}
      data={data}
      value={value}
      onChange={(next) => onChange(next.length > 0 ? next.join(',') : null)}
      clearable
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
        <MultiChoiceFilter
          label={t('adminOrders.list.status')}
          placeholder={t('adminOrders.list.statusPlaceholder')}
          data={ORDER_STATUSES.map((value) => ({ value, label: t(`orders.status.${value}`) }))}
          value={status}
          onChange={(value) => set({ status: value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <MultiChoiceFilter
          label={t('adminOrders.list.payment')}
          placeholder={t('adminOrders.list.paymentPlaceholder')}
          data={PAYMENT_STATES.map((value) => ({
            value,
            label: t(`orders.paymentState.${value}`),
          }))}
          value={payment}
          onChange={(value) => set({ payment: value })}
        />
      </Grid.Col>
      <DateRangeFilter
        from={dateFrom}
        to={dateTo}
        labels={{ from: t('adminOrders.list.dateFrom'), to: t('adminOrders.list.dateTo') }}
        span={{ base: 6, lg: 3 }}
        set={set}
      />
      {sorting && (
        <Grid.Col span={12}>
          <SortSelect sorting={sorting.value} onSort={sorting.onSort} />
        </Grid.Col>
      )}
    </Grid>
  );
}
