import { Button, HStack, IconButton } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { DocumentTypeDecoration, TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { TFunction } from 'i18next';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useNavigate } from 'react-router-dom';
import type { ColumnDef, TableConfig } from '../../../components/DataTable/types';
import { useTableState, type TableStateHandle } from '../../../components/DataTable/useTableState';
import { DeleteButton } from '../../../components/DeleteButton';
import { PageHeader } from '../../../components/PageHeader';
import { useFragment, type FragmentType } from '../../../gql';
import type {
  TimeBrandOrderField,
  TimeBudgetOrderField,
  TimeCustomerOrderField,
  TimeDropdownDataQuery,
  TimeProjectOrderField,
  TimeTypeOrderField,
} from '../../../gql/graphql';
import { useLanguage, type Language } from '../../../i18n';
import { evictFields } from '../../../lib/evictFields';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import { notifySuccess } from '../../../lib/toast';
import { useDeleteMutation } from '../../../lib/useDeleteMutation';
import { EntityFormDialog, type FieldDef } from '../EntityFormDialog';
import { TimeDropdownDataQuery as ChoicesQuery } from '../operations';
import { actionsColumn, PagedTable, usePagedList, type Page } from '../SectionTable';

export interface Named {
  id: string;
  name: string;
}

/** The catalogue's texts (`timetracking:<kind>.…`). */
type Kind = 'customer' | 'brand' | 'project' | 'budget' | 'type';

/** What a catalogue's columns and form are built from: the language and the record forms' choices. */
export interface Env {
  t: TFunction;
  lang: Language;
  choices: TimeDropdownDataQuery['timeDropdownData'] | undefined;
}

/** What every catalogue's list sorts by (the order fields their enums share). */
type CatalogueOrderField = TimeCustomerOrderField &
  TimeBrandOrderField &
  TimeProjectOrderField &
  TimeBudgetOrderField &
  TimeTypeOrderField;

/** A catalogue list's variables: the table's page and order, and its search and select filters. */
type ListVariables = TableStateHandle<CatalogueOrderField>['variables'] & { filter: Record<string, string> };

/** Creating and editing in a dialog of the catalogue's fields. */
interface DialogEditing<Row, F extends string, I extends { name: string }> {
  create: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: string; input: I }>;
  fields: (env: Env) => FieldDef<F>[];
  initialOf: (row: Row | null, env: Env) => Record<F, string>;
  /** The mutations' input of the form's values; null when refused (the refusal is already said). */
  inputOf: (values: Record<F, string>, env: Env) => I | null;
}

/**
 * One of the member's catalogues (customers, brands, projects, budgets, types): its entity, its paged list with the
 * row's fragment, the columns after the name and how entities are created and edited.
 */
export interface Catalogue<
  T extends string,
  L extends string,
  Row extends Named,
  F extends string,
  I extends { name: string },
> {
  kind: Kind;
  /** The entity's type (`TimeBrand`), evicted when deleted by `delete<typename>`. */
  typename: T;
  remove: TypedDocumentNode<Record<`delete${T}`, boolean>, { id: string }>;
  fragment: DocumentTypeDecoration<Row, unknown>;
  /** The paged list, its root field (`timeBrands`) dropped when an entity is created or deleted. */
  query: TypedDocumentNode<
    Record<L, Page<FragmentType<DocumentTypeDecoration<Row, unknown>>>>,
    ListVariables
  >;
  listField: L;
  /** Other root fields listing the entity (the choices), dropped with the list when one is created. */
  alsoListedIn?: readonly string[];
  /** Whether the columns or the form offer the record forms' choices (loaded only then). */
  usesChoices?: boolean;
  /** The columns after the name (sortable) and before the actions. */
  columns?: (env: Env) => ColumnDef<Row, CatalogueOrderField>[];
  /** A dialog, or (the customers) screens of their own under this path: `create` and `<id>/edit`. */
  editing: DialogEditing<Row, F, I> | { path: string };
}

/** A catalogue as its definition states it: its types are inferred from the fragment and the documents. */
export const catalogue = <
  T extends string,
  L extends string,
  Row extends Named,
  F extends string = never,
  I extends { name: string } = never,
>(
  definition: Catalogue<T, L, Row, F, I>,
) => definition;

function CatalogueDialog<Row extends Named, F extends string, I extends { name: string }>({
  kind,
  editing,
  evict,
  row,
  env,
  onClose,
}: {
  kind: Kind;
  editing: DialogEditing<Row, F, I>;
  /** The root fields a new entity changes. */
  evict: readonly string[];
  row: Row | null;
  env: Env;
  onClose: () => void;
}) {
  const { t } = env;
  // a changed entity comes back in its row's fragment and updates every list showing it; a new one joins lists
  const [create] = useMutation(editing.create, { update: (cache) => evictFields(cache, ...evict) });
  const [update] = useMutation(editing.update);
  return (
    <EntityFormDialog
      title={t(`timetracking:${kind}.${row ? 'editTitle' : 'createTitle'}`)}
      submitLabel={t(row ? 'timetracking:save' : `timetracking:${kind}.create`)}
      fields={editing.fields(env)}
      initial={editing.initialOf(row, env)}
      onClose={onClose}
      onSubmit={async (values) => {
        const input = editing.inputOf(values, env);
        if (input === null) return false;
        const { data } = row
          ? await update({ variables: { id: row.id, input } })
          : await create({ variables: { input } });
        if (data) notifySuccess(t(`timetracking:${kind}.${row ? 'saved' : 'created'}`, { name: input.name }));
        return Boolean(data);
      }}
    />
  );
}

/**
 * /service/timetracking/manage/<catalogue>: the member's entities of one kind in the generic table (searched by
 * name, sorted, paged in the URL), to create, edit and delete.
 */
export function CatalogueScreen<
  T extends string,
  L extends string,
  Row extends Named,
  F extends string,
  I extends { name: string },
>({ catalogue: def }: { catalogue: Catalogue<T, L, Row, F, I> }) {
  const { kind, editing } = def;
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { data: choices } = useQuery(ChoicesQuery, {
    fetchPolicy: 'cache-and-network',
    skip: !def.usesChoices,
  });
  const env: Env = { t, lang, choices: choices?.timeDropdownData };
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);
  const remove = useDeleteMutation(def.remove, {
    field: `delete${def.typename}`,
    typename: def.typename,
    listField: def.listField,
  });
  const edit = (row: Row) =>
    'path' in editing ? void navigate(`${editing.path}/${row.id}/edit`) : setDialog({ row });
  const config: TableConfig<Row, CatalogueOrderField> = {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'timetracking:searchName' }],
    columns: [
      { id: 'name', headerKey: 'timetracking:name', sortField: 'NAME', cell: (row) => row.name },
      ...(def.columns?.(env) ?? []),
      actionsColumn((row) => (
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
              if (await remove(row.id)) notifySuccess(t(`timetracking:${kind}.deleted`, { name: row.name }));
            }}
          />
        </HStack>
      )),
    ],
  };
  const { state, variables } = useTableState(config);
  // every catalogue's filter is its search and its columns' select filters
  const filter = Object.fromEntries(
    Object.entries(state.filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const list = usePagedList(def.query, def.listField, { ...variables, filter });
  const rows = useFragment(def.fragment, list.page?.items ?? []);
  const newLabel = (
    <>
      <Plus />
      {t(`timetracking:${kind}.new`)}
    </>
  );
  return (
    <>
      <PageHeader title={t(`timetracking:${kind}.listTitle`)} lead={t(`timetracking:${kind}.lead`)} />
      <PagedTable
        config={config}
        caption={t(`timetracking:${kind}.listTitle`)}
        rows={rows}
        result={list}
        emptyText={t(`timetracking:${kind}.empty`)}
        toolbar={
          'path' in editing ? (
            <Button asChild size="sm" colorPalette="teal">
              <RrLink to={`${editing.path}/create`}>{newLabel}</RrLink>
            </Button>
          ) : (
            <Button size="sm" colorPalette="teal" onClick={() => setDialog({ row: null })}>
              {newLabel}
            </Button>
          )
        }
      />
      {dialog && !('path' in editing) && (
        <CatalogueDialog
          kind={kind}
          editing={editing}
          evict={[def.listField, ...(def.alsoListedIn ?? [])]}
          row={dialog.row}
          env={env}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
