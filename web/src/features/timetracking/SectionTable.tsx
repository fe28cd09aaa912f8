import { Box, Heading } from '@chakra-ui/react';
import type { OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable/DataTable';
import type { ColumnDef, TableConfig } from '../../components/DataTable/types';

/** One page of a paged list. */
export type Page<Item> = { items: readonly Item[]; pageInfo: { total: number } };

/** What a paged time-tracking query gives a table: its page (the previous one while the next loads) and state. */
export interface PagedResult<Item> {
  page: Page<Item> | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** One page of the paged list `field` of `query`, fetched anew on every visit; the previous one shows meanwhile. */
export function usePagedList<L extends string, Item, V extends OperationVariables>(
  query: TypedDocumentNode<Record<L, Page<Item>>, V>,
  field: L,
  variables: V,
): PagedResult<Item> {
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  return { page: data?.[field] ?? (loading ? previousData?.[field] : undefined), loading, error, refetch };
}

/** The last column of a table whose rows have actions (edit, delete, start): a row card's last line on phones. */
export const actionsColumn = <Row,>(cell: (row: Row) => ReactNode): ColumnDef<Row, never> => ({
  id: 'actions',
  card: 'actions',
  headerKey: 'timetracking:actions',
  align: 'end',
  width: '6rem',
  cell,
});

/** The generic table over one page of a paged list, with its rows as the table's fragment reads them. */
export function PagedTable<Row extends { id: string }>({
  result,
  ...props
}: {
  config: TableConfig<Row>;
  caption: string;
  rows: readonly Row[];
  result: PagedResult<unknown>;
  emptyText: string;
  toolbar?: ReactNode;
}) {
  const { page, loading, error, refetch } = result;
  return (
    <DataTable
      {...props}
      total={page?.pageInfo.total ?? 0}
      getRowId={(row) => row.id}
      loading={loading}
      error={!page && !loading ? error : undefined}
      onRetry={() => void refetch()}
    />
  );
}

/** A titled section holding the table over one paged list (records, tasks, customers). */
export function SectionTable<Row extends { id: string }>({
  id,
  title,
  children,
  ...table
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  config: TableConfig<Row>;
  rows: readonly Row[];
  result: PagedResult<unknown>;
  emptyText: string;
  toolbar?: ReactNode;
  /** What belongs to the section besides the table (a dialog). */
  children?: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" mb="3" id={id}>
        {title}
      </Heading>
      <PagedTable caption={title} {...table} />
      {children}
    </Box>
  );
}
