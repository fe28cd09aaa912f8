import type { ApolloCache } from '@apollo/client';
import { Button, HStack, IconButton } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { TableConfig } from '../../../components/DataTable/types';
import { DeleteButton } from '../../../components/DeleteButton';
import { PageHeader } from '../../../components/PageHeader';
import { notifySuccess } from '../../../lib/toast';
import { evictFields } from '../../../lib/evictFields';
import { EntityFormDialog, type FieldDef } from '../EntityFormDialog';

export interface Named {
  id: string;
  name: string;
}

/** Mutation options that drop these root fields from the cache, so every list and choice showing them reloads. */
export const evicting = (...fieldNames: string[]) => ({
  update: (cache: ApolloCache) => evictFields(cache, ...fieldNames),
});

/** What the management screens share: the entity's texts (`timetracking:<kind>.…`). */
export type Kind = 'customer' | 'brand' | 'project' | 'budget' | 'type';

interface ManagedListProps<Row extends Named> {
  kind: Kind;
  /** The columns; the edit and delete actions are added at the end. */
  config: TableConfig<Row>;
  page: { items: readonly Row[]; pageInfo: { total: number } } | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => void;
  /** The create button or link (in the table's toolbar), or what the standard "new" button opens. */
  create: ReactNode | (() => void);
  /** Starts editing a row (a dialog or another screen). */
  edit: (row: Row) => void;
  remove: (id: string) => Promise<boolean>;
  /** The screen's create and edit dialog, if it has one. */
  children?: ReactNode;
}

/** A management screen: the member's entities of one kind in the generic table, to create, edit and delete. */
export function ManagedList<Row extends Named>({
  kind,
  config,
  page,
  loading,
  error,
  refetch,
  create,
  edit,
  remove,
  children,
}: ManagedListProps<Row>) {
  const { t } = useTranslation();
  const withActions = useMemo<TableConfig<Row>>(
    () => ({
      ...config,
      columns: [
        ...config.columns,
        {
          id: 'actions',
          card: 'actions',
          headerKey: 'timetracking:actions',
          align: 'end',
          width: '6rem',
          cell: (row) => (
            <HStack gap="1" justify="flex-end">
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t(`timetracking:${kind}.edit`, { name: row.name })}
                title={t(`timetracking:${kind}.edit`, { name: row.name })}
                onClick={() => edit(row)}
              >
                <Pencil />
              </IconButton>
              <DeleteButton
                iconOnly
                size="xs"
                label={t(`timetracking:${kind}.delete`, { name: row.name })}
                confirm={{
                  title: t(`timetracking:${kind}.deleteTitle`),
                  message: t(`timetracking:${kind}.deleteMessage`, { name: row.name }),
                }}
                onDelete={async () => {
                  if (await remove(row.id))
                    notifySuccess(t(`timetracking:${kind}.deleted`, { name: row.name }));
                }}
              />
            </HStack>
          ),
        },
      ],
    }),
    [config, kind, edit, remove, t],
  );
  return (
    <>
      <PageHeader title={t(`timetracking:${kind}.listTitle`)} lead={t(`timetracking:${kind}.lead`)} />
      <DataTable
        config={withActions}
        caption={t(`timetracking:${kind}.listTitle`)}
        rows={page?.items ?? []}
        total={page?.pageInfo.total ?? 0}
        getRowId={(row) => row.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={refetch}
        emptyText={t(`timetracking:${kind}.empty`)}
        toolbar={
          typeof create === 'function' ? (
            <Button size="sm" colorPalette="teal" onClick={create}>
              <Plus />
              {t(`timetracking:${kind}.new`)}
            </Button>
          ) : (
            create
          )
        }
      />
      {children}
    </>
  );
}

/**
 * The create and edit dialog of a management screen: `open()` for a new entity, `open(row)` to edit one; `save`
 * answers whether it went through (refusals are thrown and show under the fields).
 */
export function useEntityDialog<Row extends Named, F extends string>({
  kind,
  fields,
  initialOf,
  save,
}: {
  kind: Kind;
  fields: readonly FieldDef<F>[];
  initialOf: (row: Row | null) => Record<F, string>;
  save: (values: Record<F, string>, row: Row | null) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const dialog = editing && (
    <EntityFormDialog
      title={t(`timetracking:${kind}.${editing.row ? 'editTitle' : 'createTitle'}`)}
      submitLabel={t(editing.row ? 'timetracking:save' : `timetracking:${kind}.create`)}
      fields={fields}
      initial={initialOf(editing.row)}
      onClose={() => setEditing(null)}
      onSubmit={async (values) => {
        const name = await save(values, editing.row);
        if (name !== null)
          notifySuccess(t(`timetracking:${kind}.${editing.row ? 'saved' : 'created'}`, { name }));
        return name !== null;
      }}
    />
  );
  return { open: (row: Row | null = null) => setEditing({ row }), dialog };
}
