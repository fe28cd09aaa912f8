import { chakra, Table } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyRow, cellMetaOf, TableScrollArea } from './rows';
import { TABLE_CSS } from './stacked';
import type { ColumnDef } from './types';

export interface StaticTableProps<Row> {
  columns: ReadonlyArray<ColumnDef<Row>>;
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** The table's accessible name (a visually hidden caption). */
  caption: string;
  /** A long table scrolls in a box of this height, its header kept in view. */
  maxH?: string;
}

/**
 * A table of all its rows at once, without filters, sorting, paging or URL state (the open positions of a crypto
 * configuration): the DataTable's columns and cells, and its cards on phones.
 */
export function StaticTable<Row>({
  columns,
  rows,
  getRowId,
  caption,
  maxH,
}: StaticTableProps<Row>): ReactElement {
  const { t } = useTranslation();
  const anyColumns = columns as ReadonlyArray<ColumnDef<unknown>>;
  // `t` is new when the language changes: so are the labels
  const cells = useMemo(() => cellMetaOf(anyColumns, t), [anyColumns, t]);
  return (
    <TableScrollArea label={caption} maxH={maxH}>
      <Table.Root size="sm" variant="line" role="table" stickyHeader={Boolean(maxH)} css={TABLE_CSS}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header bg="bg.subtle" role="rowgroup">
          <Table.Row role="row">
            {columns.map((column, i) => (
              <Table.ColumnHeader
                key={column.id}
                role="columnheader"
                className={cells[i]!.className}
                width={column.width}
                textAlign={column.align ?? 'start'}
                px="3"
                whiteSpace="nowrap"
              >
                {t(column.headerKey)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <chakra.tbody role="rowgroup">
          {rows.map((row, index) => (
            <BodyRow key={getRowId(row)} row={row} columns={anyColumns} cells={cells} index={index} />
          ))}
        </chakra.tbody>
      </Table.Root>
    </TableScrollArea>
  );
}
