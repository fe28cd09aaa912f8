import type { ReactNode } from 'react';
import { inEveryLanguage } from '../../i18n';
import type { FilterSpec, TableSpec } from '../../lib/tableState';

/** A filter control: text (debounced), select (one of the options) or tri-state (0 yes, 1 no, 2 any). */
export type FilterDef =
  | { kind: 'text'; field: string }
  | {
      kind: 'select';
      field: string;
      /** `label` as given, or `labelKey` translated. */
      options: ReadonlyArray<{ value: string; label?: string; labelKey?: string }>;
    }
  | { kind: 'tristate'; field: string };

/** A filter that belongs to no shown column; `labelKey` names it. */
export type StandaloneFilterDef = FilterDef & { labelKey: string };

/**
 * A column; `Sort` is what the table sorts by: for a paged GraphQL list its `<Item>OrderField` enum (generated in
 * gql/graphql.ts from the schema, which holds it to the contract), so a column offers only a sort the list takes.
 */
export interface ColumnDef<Row, Sort extends string = string> {
  id: string;
  /** i18n key of the header (also the label of the column's filter). */
  headerKey: string;
  cell: (row: Row) => ReactNode;
  /** The `orderBy` value that sorts by this column; absent: not sortable. */
  sortField?: Sort;
  filter?: FilterDef;
  /** CSS width of the column, e.g. '8rem' or '20%'. */
  width?: string;
  align?: 'start' | 'center' | 'end';
  /** Hidden on narrow screens below this breakpoint. */
  hideBelow?: 'sm' | 'md' | 'lg';
  /**
   * Its place in a row's card on phones (below `md`, see STACKED_TABLE): `title` heads the card (default: the first
   * column), `actions` (the row's buttons) spans its last line, unlabelled.
   */
  card?: 'title' | 'actions';
}

export interface TabDef {
  /** The `tab` URL value; its slug (lowercase, spaces as hyphens) selects it by hash, as its label's does. */
  id: string;
  labelKey: string;
}

export interface TableConfig<Row, Sort extends string = string> {
  columns: ReadonlyArray<ColumnDef<Row, Sort>>;
  /** Filters for fields that are not shown as columns. */
  filters?: ReadonlyArray<StandaloneFilterDef>;
  tabs?: ReadonlyArray<TabDef>;
  /** Default page size; the bare component uses 10, the portal's tables 20 (DEFAULT_PER_PAGE). */
  defaultPerPage?: number;
  /** Page-size choices (default 1, 5, 10, 20, 50, 100). */
  pageSizes?: readonly number[];
}

/** A filter with its label key, whether it comes from a column or stands alone. */
export interface LabelledFilter {
  def: FilterDef;
  labelKey: string;
}

export function filtersOf<Row>(config: TableConfig<Row>): LabelledFilter[] {
  const fromColumns = config.columns
    .filter((c): c is ColumnDef<Row> & { filter: FilterDef } => Boolean(c.filter))
    .map((c) => ({ def: c.filter, labelKey: c.headerKey }));
  const standalone = (config.filters ?? []).map(({ labelKey, ...def }) => ({
    def: def as FilterDef,
    labelKey,
  }));
  return [...fromColumns, ...standalone];
}

const specs = new WeakMap<object, TableSpec>();

/** The state machine's view of a table config (cached per config object). */
export function tableSpecOf<Row>(config: TableConfig<Row>): TableSpec {
  const cached = specs.get(config);
  if (cached) return cached;
  const filters: FilterSpec[] = filtersOf(config).map(({ def }) => ({
    field: def.field,
    kind: def.kind,
    options: def.kind === 'select' ? def.options.map((o) => o.value) : undefined,
  }));
  const spec: TableSpec = {
    sortFields: config.columns.map((c) => c.sortField).filter((f): f is string => Boolean(f)),
    filters,
    tabs: config.tabs?.map((t) => ({ id: t.id, aliases: inEveryLanguage(t.labelKey) })),
    defaultPerPage: config.defaultPerPage,
    pageSizes: config.pageSizes,
  };
  specs.set(config, spec);
  return spec;
}
