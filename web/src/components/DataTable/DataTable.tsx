import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  HStack,
  Input,
  Skeleton,
  Spinner,
  Table,
  Tabs,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown, FilterX } from 'lucide-react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  ariaSortOf,
  FILTER_DEBOUNCE_MS,
  lastPageOf,
  PAGE_SIZES,
  rangeOf,
  TRI_UNSET,
  type TableAction,
  type TriState,
} from '../../lib/tableState';
import { LoadFailed } from '../LoadFailed';
import { Select } from '../Select';
import { TriStateCheckbox } from '../TriStateCheckbox';
import { Pagination } from './Pagination';
import { BodyRow, cellMetaOf, cellProps, TableScrollArea } from './rows';
import { TABLE_CSS } from './stacked';
import { filtersOf, type ColumnDef, type LabelledFilter, type TableConfig } from './types';
import { useTableState } from './useTableState';

export interface DataTableProps<Row> {
  config: TableConfig<Row>;
  /** The rows of the current page (the caller queries them with `useTableState(config).variables`). */
  rows: readonly Row[];
  /** All rows matching the filters, for the pagination. */
  total: number;
  getRowId: (row: Row) => string;
  /** The table's accessible name (a caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  loading?: boolean;
  /** A load failure: the table shows an error with a retry button instead of rows. */
  error?: unknown;
  onRetry?: () => void;
  /** Numbered pages beside the current one: 3 or 5 (spec §9). */
  paginationWindow?: 3 | 5;
  /** Extra controls in the toolbar (e.g. an AutoReloadSelect). */
  toolbar?: ReactNode;
  /** Text of the empty state (default "No entries found."). */
  emptyText?: string;
  /** Pages with more rows than this render only the rows near the viewport (windowing). */
  virtualizeAbove?: number;
}

type AnyColumn<Row> = ColumnDef<Row>;

function TextFilter({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: string | undefined;
  onCommit: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  // The URL changed from outside (back/forward, reset): show its value unless it is what is being typed.
  if (value !== shown) {
    setShown(value);
    if ((value ?? '') !== text.trim()) setText(value ?? '');
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return undefined;
    const id = window.setTimeout(() => onCommit(text), FILTER_DEBOUNCE_MS);
    return () => window.clearTimeout(id);
  }, [text, value, onCommit]);
  return (
    <Field.Root width={{ base: 'full', sm: '48' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        size="sm"
        type="search"
        value={text}
        placeholder={t('table.search')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onCommit(text);
        }}
      />
    </Field.Root>
  );
}

function FilterControl({
  filter,
  value,
  dispatch,
}: {
  filter: LabelledFilter;
  value: string | TriState | undefined;
  dispatch: (action: TableAction) => void;
}) {
  const { t } = useTranslation();
  const { def, labelKey } = filter;
  const label = t(labelKey);
  const commit = useCallback(
    (next: string | TriState) => dispatch({ type: 'filter', field: def.field, value: next }),
    [dispatch, def.field],
  );
  if (def.kind === 'text') {
    return (
      <TextFilter label={label} value={typeof value === 'string' ? value : undefined} onCommit={commit} />
    );
  }
  if (def.kind === 'select') {
    return (
      <Field.Root width={{ base: 'full', sm: '44' }}>
        <Field.Label textStyle="xs" color="fg.muted">
          {label}
        </Field.Label>
        <Select
          size="sm"
          value={typeof value === 'string' ? value : ''}
          onChange={commit}
          placeholder={t('table.all')}
          options={def.options.map((o) => ({
            value: o.value,
            label: o.label ?? (o.labelKey ? t(o.labelKey) : o.value),
          }))}
        />
      </Field.Root>
    );
  }
  return (
    <Flex align="flex-end" minH={{ sm: '14' }} pb="1.5">
      <TriStateCheckbox value={typeof value === 'number' ? value : TRI_UNSET} onChange={commit}>
        {label}
      </TriStateCheckbox>
    </Flex>
  );
}

function SortIcon({ sort }: { sort: 'ascending' | 'descending' | 'none' }) {
  if (sort === 'ascending') return <ArrowUp aria-hidden="true" />;
  if (sort === 'descending') return <ArrowDown aria-hidden="true" />;
  return <ArrowUpDown aria-hidden="true" opacity={0.4} />;
}

/** Rows a long page renders beyond the viewport, above and below. */
const OVERSCAN = 20;
/** A row's height until one is measured (a one-line row). */
const ROW_HEIGHT = 41;

/**
 * Which rows of a long page are near the viewport (windowing for pages of thousands of rows): the page itself
 * scrolls; rows outside the window are replaced by a spacer row above and one below.
 */
function useRowWindow(
  count: number,
  enabled: boolean,
  bodyRef: React.RefObject<HTMLTableSectionElement | null>,
): {
  /** The rows to render: `start` up to (not including) `end`. */
  start: number;
  end: number;
  /** Heights of the spacers standing in for the rows above and below. */
  before: number;
  after: number;
  measure: (row: HTMLTableRowElement | null) => void;
} {
  // Where the rows start on the page (the virtualizer measures the window's scroll position).
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (enabled && body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, [enabled, count, bodyRef]);
  const virtualizer = useWindowVirtualizer<HTMLTableRowElement>({
    count,
    enabled,
    overscan: OVERSCAN,
    scrollMargin,
    estimateSize: () => ROW_HEIGHT,
    // An unlaid-out row (height 0) keeps the estimate, so the window never grows to every row.
    measureElement: (row) => row.getBoundingClientRect().height || ROW_HEIGHT,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    start: first?.index ?? 0,
    end: last ? last.index + 1 : 0,
    before: first ? first.start - scrollMargin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0,
    measure: virtualizer.measureElement,
  };
}

/**
 * The portal's generic table (spec 01 §2, §4): sortable headers, filters, tabs and paging, all kept in the URL
 * (`page`, `perPage`, `filters`, `orderBy`, `direction`, `tab`, or the tab's hash). The caller loads the rows
 * with the same state (`useTableState(config)`) and passes rows, total, loading and error.
 */
export function DataTable<Row>({
  config,
  rows,
  total,
  getRowId,
  caption,
  showCaption = false,
  loading = false,
  error,
  onRetry,
  paginationWindow = 5,
  toolbar,
  emptyText,
  virtualizeAbove = 300,
}: DataTableProps<Row>): ReactElement {
  const { t } = useTranslation();
  const { state, dispatch } = useTableState(config);
  const columns = config.columns as ReadonlyArray<AnyColumn<unknown>>;
  // `t` is new when the language changes: so are the labels
  const cells = useMemo(() => cellMetaOf(columns, t), [columns, t]);
  const filters = useMemo(() => filtersOf(config), [config]);
  const pageSizes = config.pageSizes ?? PAGE_SIZES;
  const lastPage = lastPageOf(total, state.perPage);
  const [from, to] = rangeOf(state, total);
  const failed = Boolean(error);
  const anyFilter = Object.keys(state.filters).length > 0;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const windowed = rows.length > virtualizeAbove;
  const rowWindow = useRowWindow(rows.length, windowed, bodyRef);

  // A page beyond the end (rows deleted, a stale link): go to the last page once the total is known.
  useEffect(() => {
    if (!loading && !failed && total > 0 && state.page > lastPage) {
      dispatch({ type: 'page', page: lastPage }, { replace: true });
    }
  }, [loading, failed, total, state.page, lastPage, dispatch]);

  const clearFilters = () => {
    for (const filter of filters) dispatch({ type: 'filter', field: filter.def.field, value: null });
  };

  const colCount = columns.length;
  let body: ReactNode;
  if (failed) {
    body = null;
  } else if (loading && rows.length === 0) {
    body = Array.from({ length: Math.min(state.perPage, 5) }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {cells.map((meta) => (
          <td key={meta.id} {...cellProps(meta)}>
            <Skeleton height="4" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr role="row">
        <td role="cell" colSpan={colCount}>
          <Text color="fg.muted" textAlign="center" py="6">
            {emptyText ?? t('table.empty')}
          </Text>
        </td>
      </tr>
    );
  } else {
    const spacer = (height: number) =>
      height > 0 && (
        <tr aria-hidden="true" data-spacer="" style={{ height }}>
          <td colSpan={colCount} style={{ padding: 0, border: 0 }} />
        </tr>
      );
    body = windowed ? (
      <>
        {spacer(rowWindow.before)}
        {rows.slice(rowWindow.start, rowWindow.end).map((row, i) => (
          <BodyRow
            key={getRowId(row)}
            row={row}
            columns={columns}
            cells={cells}
            index={rowWindow.start + i}
            measure={rowWindow.measure}
          />
        ))}
        {spacer(rowWindow.after)}
      </>
    ) : (
      rows.map((row, index) => (
        <BodyRow key={getRowId(row)} row={row} columns={columns} cells={cells} index={index} />
      ))
    );
  }

  const table = (
    <Box>
      {(filters.length > 0 || toolbar) && (
        <Flex gap="3" mb="3" align="flex-end" wrap="wrap" role="search" aria-label={t('table.filters')}>
          <Wrap gap="3" align="flex-end" flex="1">
            {filters.map((filter) => (
              <FilterControl
                key={filter.def.field}
                filter={filter}
                value={state.filters[filter.def.field]}
                dispatch={dispatch}
              />
            ))}
            {anyFilter && (
              <Button size="sm" variant="ghost" onClick={clearFilters}>
                <FilterX />
                {t('table.clearFilters')}
              </Button>
            )}
          </Wrap>
          {toolbar}
        </Flex>
      )}

      {failed && (
        <Box mb="3">
          <LoadFailed onRetry={onRetry} />
        </Box>
      )}

      {!failed && (
        <TableScrollArea label={caption} position="relative">
          <Table.Root
            size="sm"
            variant="line"
            role="table"
            aria-label={showCaption ? undefined : caption}
            aria-busy={loading}
            aria-rowcount={rows.length + 1}
            css={{ ...TABLE_CSS, '& tbody': { opacity: loading ? 0.6 : 1, transition: 'opacity 0.15s' } }}
          >
            {showCaption && (
              <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">
                {caption}
              </Table.Caption>
            )}
            <Table.Header bg="bg.subtle" role="rowgroup">
              <Table.Row role="row" aria-rowindex={1}>
                {columns.map((column, i) => {
                  const label = t(column.headerKey);
                  const sort = column.sortField ? ariaSortOf(state, column.sortField) : undefined;
                  return (
                    <Table.ColumnHeader
                      key={column.id}
                      role="columnheader"
                      className={cells[i]!.className}
                      aria-sort={sort}
                      width={column.width}
                      textAlign={column.align ?? 'start'}
                      px="3"
                      py={column.sortField ? '1' : '2'}
                      whiteSpace="nowrap"
                    >
                      {column.sortField ? (
                        <Button
                          variant="ghost"
                          size="xs"
                          mx="-2"
                          fontWeight="semibold"
                          onClick={() => dispatch({ type: 'sort', field: column.sortField! })}
                        >
                          {label}
                          <SortIcon sort={sort ?? 'none'} />
                        </Button>
                      ) : (
                        label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            </Table.Header>
            <chakra.tbody ref={bodyRef} role="rowgroup">
              {body}
            </chakra.tbody>
          </Table.Root>
          {loading && rows.length > 0 && (
            <Box position="absolute" top="2" right="2" role="status">
              <Spinner size="sm" color="teal.solid" />
              <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
            </Box>
          )}
        </TableScrollArea>
      )}

      <Flex mt="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3" wrap="wrap">
          <Field.Root orientation="horizontal" width="auto" gap="2">
            <Field.Label textStyle="sm" color="fg.muted" whiteSpace="nowrap">
              {t('table.perPage')}
            </Field.Label>
            <Select
              size="sm"
              width="20"
              value={String(state.perPage)}
              onChange={(value) => dispatch({ type: 'perPage', perPage: Number(value) })}
              options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
            />
          </Field.Root>
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            {/* the skeleton rows stand for the first answer: "no entries" would contradict them */}
            {loading && rows.length === 0
              ? t('common.loading')
              : total > 0
                ? t('table.range', { from, to, total })
                : t('table.noRows')}
          </Text>
        </HStack>
        {lastPage > 1 && (
          <Pagination
            page={Math.min(state.page, lastPage)}
            lastPage={lastPage}
            window={paginationWindow}
            onChange={(page) => dispatch({ type: 'page', page })}
          />
        )}
      </Flex>
    </Box>
  );

  if (!config.tabs || config.tabs.length === 0) return table;
  return (
    <Tabs.Root
      value={state.tab ?? config.tabs[0]?.id ?? ''}
      onValueChange={(details) => dispatch({ type: 'tab', tab: details.value })}
      variant="line"
      colorPalette="teal"
    >
      <Tabs.List mb="3">
        {config.tabs.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id}>
            {t(tab.labelKey)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {config.tabs.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="0">
          {tab.id === state.tab ? table : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
