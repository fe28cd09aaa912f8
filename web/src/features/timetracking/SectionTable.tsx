import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';

/** What a paged time-tracking query gives a table: its page (the previous one while the next loads) and state. */
export interface PagedResult<Row> {
  page: { items: readonly Row[]; pageInfo: { total: number } } | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A titled section holding the generic table over one paged query (records, tasks, customers). */
export function SectionTable<Row extends { id: string }>({
  id,
  title,
  config,
  result,
  emptyText,
  toolbar,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  config: TableConfig<Row>;
  result: PagedResult<Row>;
  emptyText: string;
  toolbar?: ReactNode;
  /** What belongs to the section besides the table (a dialog). */
  children?: ReactNode;
}) {
  const { page, loading, error, refetch } = result;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="md" mb="3" id={id}>
        {title}
      </Heading>
      <DataTable
        config={config}
        caption={title}
        rows={page?.items ?? []}
        total={page?.pageInfo.total ?? 0}
        getRowId={(row) => row.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={() => void refetch()}
        emptyText={emptyText}
        toolbar={toolbar}
      />
      {children}
    </Box>
  );
}
