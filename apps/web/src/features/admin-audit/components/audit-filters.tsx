import { Grid, NumberInput, Select, type NumberInputProps, type SelectProps } from '@mantine/core';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/admin/date-range-filter';
import { FiltersDrawer } from '@/components/admin/filters-drawer';
import { actionKey } from './use-audit-text';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: string) =>
  /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** The log's filters as the address holds them; anything malformed is no filter. */
export interface AuditFilterValues {
  entityType: AuditEntity | '';
  entityId: number | null;
  actorId: number | null;
  action: AuditAction | '';
  dateFrom: string;
  dateTo: string;
}

export function auditFiltersOf(get: (key: string) => string): AuditFilterValues {
  const entity = get('entity');
  const action = get('action');
  return {
    entityType: (AUDIT_ENTITIES as readonly string[]).includes(entity)
      ? (entity as AuditEntity)
      : '',
    entityId: idOf(get('id')),
    actorId: idOf(get('actor')),
    action: (AUDIT_ACTIONS as readonly string[]).includes(action) ? (action as AuditAction) : '',
    dateFrom: DATE.test(get('from')) ? get('from') : '',
    dateTo: DATE.test(get('to')) ? get('to') : '',
  };
}

/** How many filters are in use. */
export function auditFiltersInUse(f: AuditFilterValues): number {
  return [f.entityType, f.entityId, f.actorId, f.action, f.dateFrom, f.dateTo].filter(Boolean)
    .length;
}

export const hasAuditFilters = (f: AuditFilterValues) => auditFiltersInUse(f) > 0;

/** The filters' fields are all of one size. */
const FIELD = { size: 'md', radius: 'md' } as const;

/** A row's number as a filter: a whole number above zero, or no filter. */
function IdInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <NumberInput
      {...FIELD}
      {...props}
      value={value ?? ''}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      onChange={(v) => onChange(typeof v === 'number' && v > 0 ? String(v) : null)}
    />
  );
}

/** One value of a closed list as a filter: cleared, the placeholder says «all». */
function ChoiceFilter({
  value,
  ...props
}: Omit<SelectProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string | null) => void;
}) {
  return (
    <Select
      {...FIELD}
      {...props}
      value={value || null}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** The section, number, action, person and days, each written into the address as it changes. */
export function AuditFilters({
  filters,
  set,
}: {
  filters: AuditFilterValues;
  set: (changes: Record<string, string | null>) => void;
}) {
  const { t } = useTranslation();
  return (
    <FiltersDrawer active={auditFiltersInUse(filters)}>
      <Grid gutter="sm" align="flex-end">
        <Grid.Col span={{ base: 6, sm: 4, lg: 2 }}>
          <ChoiceFilter
            label={t('adminAudit.filters.entity')}
            placeholder={t('adminAudit.filters.entityAll')}
            data={AUDIT_ENTITIES.map((value) => ({
              value,
              label: t(`adminAudit.entities.${value}`),
            }))}
            value={filters.entityType}
            onChange={(value) => set({ entity: value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4, lg: 1 }}>
          <IdInput
            label={t('adminAudit.filters.entityId')}
            value={filters.entityId}
            onChange={(value) => set({ id: value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <ChoiceFilter
            label={t('adminAudit.filters.action')}
            placeholder={t('adminAudit.filters.actionAll')}
            searchable
            data={AUDIT_ACTIONS.map((value) => ({
              value,
              label: t(`adminAudit.actions.${actionKey(value)}`),
            }))}
            value={filters.action}
            onChange={(value) => set({ action: value })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, lg: 2 }}>
          <IdInput
            label={t('adminAudit.filters.actor')}
            value={filters.actorId}
            onChange={(value) => set({ actor: value })}
          />
        </Grid.Col>
        <DateRangeFilter
          from={filters.dateFrom}
          to={filters.dateTo}
          labels={{ from: t('adminAudit.filters.dateFrom'), to: t('adminAudit.filters.dateTo') }}
          span={{ base: 6, sm: 4, lg: 2 }}
          set={set}
        />
      </Grid>
    </FiltersDrawer>
  );
}
