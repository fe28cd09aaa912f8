import { Table, type TableScrollAreaProps } from '@chakra-ui/react';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { ColumnDef } from './types';

type AnyColumn = ColumnDef<unknown>;

/** What a body cell carries besides its content: its column's name and place in the phone's card (STACKED_TABLE). */
export interface CellMeta {
  id: string;
  label: string;
  card?: 'title' | 'actions';
  className?: string;
  align?: 'center' | 'end';
}

/** The cells' metadata, in the language shown; the first column heads the card unless one says it does. */
export function cellMetaOf(columns: readonly AnyColumn[], label: (key: string) => string): CellMeta[] {
  const titled = columns.some((column) => column.card === 'title');
  return columns.map((column, index) => ({
    id: column.id,
    label: label(column.headerKey),
    card: column.card ?? (!titled && index === 0 ? 'title' : undefined),
    className: column.hideBelow ? `dt-hide-${column.hideBelow}` : undefined,
    align: column.align === 'start' ? undefined : column.align,
  }));
}

/** A body cell's attributes (the table keeps its role when laid out as cards). */
export function cellProps(meta: CellMeta) {
  return {
    role: 'cell',
    className: meta.className,
    'data-label': meta.label,
    'data-card': meta.card,
    'data-align': meta.align,
  };
}

/** One body row; memoised, so a new page state re-renders only rows whose data changed. */
export const BodyRow = memo(function BodyRow({
  row,
  columns,
  cells,
  index,
  measure,
}: {
  row: unknown;
  columns: readonly AnyColumn[];
  cells: readonly CellMeta[];
  index: number;
  /** Windowed pages: measures the row's height (`data-index` names the row). */
  measure?: (row: HTMLTableRowElement | null) => void;
}) {
  return (
    <tr role="row" aria-rowindex={index + 2} data-index={index} ref={measure}>
      {columns.map((column, i) => (
        <td key={column.id} {...cellProps(cells[i]!)}>
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
});

/**
 * The box a table scrolls in: sideways when it is wider than the screen (from `md` up; below, tables are cards), or
 * down when it is taller than a height it is given. While it overflows it is a named, focusable region, so that
 * keyboard users can scroll it (axe's "scrollable-region-focusable"); otherwise it is no tab stop.
 */
export function TableScrollArea({ label, ...props }: TableScrollAreaProps & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const check = () =>
      setOverflowing(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollArea
      ref={ref}
      borderWidth="1px"
      borderRadius="md"
      {...(overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      {...props}
    />
  );
}
