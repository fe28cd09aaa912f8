import {
  Box,
  Button,
  Checkbox,
  Flex,
  Menu,
  Portal,
  Text,
  useBreakpointValue,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useFragment, useQuery } from '@apollo/client/react';
import { ArrowDown, ArrowUp, CalendarClock, Copy, FolderInput, MoreHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink, useParams, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/DataTable/DataTable';
import { useTableState } from '../../components/DataTable/useTableState';
import { DeleteButton } from '../../components/DeleteButton';
import { DisabledReason } from '../../components/DisabledReason';
import { LoadFailed } from '../../components/LoadFailed';
import { NotFoundAlert } from '../../components/NotFoundAlert';
import { PageHeader } from '../../components/PageHeader';
import { usePageName } from '../../lib/pageName';
import { PageSpinner } from '../../components/PageSpinner';
import { graphql, useFragment as unmask } from '../../gql';
import { DEFAULT_GROUP } from './groups';
import { MemberActions } from './MemberActions';
import { GroupDialog } from './list/GroupDialog';
import { GroupTabs } from './list/GroupTabs';
import {
  listTableConfig,
  ListRowsProvider,
  ListRowsRowFragment,
  type GroupDialogMode,
  type ListRow,
  type ListRowsContext,
} from './list/ListRows';
import { useListActions } from './list/useListActions';
import { useListChanges } from './list/useListChanges';
import { useRowDrop } from './list/useRowDrop';
import { IptvListScreenQuery } from './memberOperations';

/**
 * The list screen's groups (the tabs) and provider groups (a filter), which decide its rows' query: read from the
 * cache, as the last answer left them.
 */
export const ListScreenGroupsFragment = graphql(`
  fragment ListScreen_groups on IptvList {
    id
    groups
    providerGroups
  }
`);

/**
 * What the list screen shows of a list: its name, groups and one page of a group's rows. The screen's query and
 * every change of the order select it, so a change's answer updates the screen.
 */
export const ListScreenFragment = graphql(`
  fragment ListScreen_list on IptvList {
    id
    name
    ...ListScreen_groups
    channels(page: $page, perPage: $perPage, orderBy: $orderBy, direction: $direction, filter: $filter) {
      items {
        id
        ...ListRows_row
      }
      pageInfo {
        total
      }
    }
  }
`);

const NO_GROUPS: readonly string[] = [];
const NO_ROWS: readonly ListRow[] = [];
const SCREEN_QUERIES = [IptvListScreenQuery];

/** A set with `id` added or removed. */
function toggled(set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * /service/iptv/list/:listId (spec 02 §2): the rows of one group (the `tab` query key), paged and searchable;
 * moves, copies and removals per row and for the checked rows; drag and drop (or arrow keys on the handle) within
 * the group. Any change elsewhere (another tab, another device) reloads it.
 */
export function ListScreen() {
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const handleHintId = useId();
  // phones: the checked rows' actions as one menu beside an icon-only remove button
  const narrow = useBreakpointValue({ base: true, md: false }) ?? false;

  const { data: cachedGroups, complete } = useFragment({
    fragment: ListScreenGroupsFragment,
    from: { __typename: 'IptvList', id: listId },
  });
  const groups = (complete && cachedGroups.groups) || NO_GROUPS;
  const providerGroups = complete ? cachedGroups.providerGroups : undefined;
  // the open group is the `tab` (`group` in older links); none: 'default', or the first group without one
  const defaultGroup = groups.length === 0 || groups.includes(DEFAULT_GROUP) ? DEFAULT_GROUP : groups[0]!;
  const group = params.get('tab') || params.get('group') || defaultGroup;
  useEffect(() => {
    const legacy = params.get('group');
    if (legacy === null) return;
    const next = new URLSearchParams(params);
    next.delete('group');
    if (!next.has('tab')) next.set('tab', legacy);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [params, setParams]);

  const config = useMemo(() => listTableConfig(providerGroups ?? []), [providerGroups]);
  const { state, variables } = useTableState(config);
  const filter = {
    group,
    search: typeof state.filters.search === 'string' ? state.filters.search : undefined,
    providerGroup: typeof state.filters.providerGroup === 'string' ? state.filters.providerGroup : undefined,
  };
  const shown = { listId, ...variables, filter };
  const { data, previousData, loading, error, refetch } = useQuery(IptvListScreenQuery, {
    variables: shown,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // the list as last answered, kept while the next page or group loads
  const list = unmask(ListScreenFragment, (data ?? previousData)?.iptvList);
  const page = data || loading ? list?.channels : undefined;
  const rows = unmask(ListRowsRowFragment, page?.items) ?? NO_ROWS;
  // unfiltered, the page's total is the group's size: its last position
  const last = filter.search || filter.providerGroup ? null : (page?.pageInfo.total ?? null);

  useListChanges(listId, SCREEN_QUERIES);

  const actions = useListActions(shown);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<{ mode: GroupDialogMode; ids: string[] } | null>(null);
  const focusAfterReload = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterReload.current;
    if (!id || loading) return;
    focusAfterReload.current = null;
    document.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(id)}"]`)?.focus();
  }, [rows, loading]);

  const drop = useRowDrop((from, to) => void actions.moveTo(from, to));

  const selectGroup = (next: string) => {
    const nextParams = new URLSearchParams(params);
    if (next === defaultGroup) nextParams.delete('tab');
    else nextParams.set('tab', next);
    nextParams.delete('page');
    setParams(nextParams, { preventScrollReset: true });
    setChecked(new Set());
  };

  const context = useMemo<ListRowsContext>(
    () => ({
      actions,
      checked,
      toggle: (id, on) => setChecked((prev) => toggled(prev, id, on)),
      expanded,
      toggleExpanded: (id) => setExpanded((prev) => toggled(prev, id, !prev.has(id))),
      openGroupDialog: (mode, targets: ListRow[]) => setDialog({ mode, ids: targets.map((row) => row.id) }),
      keepFocus: (id) => {
        focusAfterReload.current = id;
      },
      handleHintId,
      last,
    }),
    [actions, checked, expanded, handleHintId, last],
  );

  usePageName(list?.name);
  if (!list) {
    if (loading) return <PageSpinner />;
    return (
      <>
        <PageHeader title={t('iptv:member.list.title')} actions={<MemberActions />} />
        {error ? (
          <LoadFailed text={t('iptv:member.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <NotFoundAlert text={t('iptv:member.list.notFound')} />
        )}
      </>
    );
  }

  const ids = rows.map((row) => row.id);
  const allOnPage = ids.length > 0 && ids.every((id) => checked.has(id));
  const someOnPage = ids.some((id) => checked.has(id));
  const chosen = [...checked];
  const noneReason = chosen.length === 0 ? t('iptv:member.list.noneChecked') : undefined;
  // A block already at the top (positions 1…n) cannot move up, one at the bottom not down; known when every
  // checked row is on this page.
  const orders = rows
    .filter((row) => checked.has(row.id))
    .map((row) => row.order)
    .sort((a, b) => a - b);
  const known = orders.length > 0 && orders.length === chosen.length;
  const atTop = known && orders.every((order, i) => order === i + 1);
  const atBottom =
    known && last !== null && orders.every((order, i) => order === last - orders.length + i + 1);
  const edgeReason = (edge: boolean, key: 'atTop' | 'atBottom') =>
    noneReason ?? (edge ? t(`iptv:member.list.${key}`) : undefined);
  // The row actions for the checked rows. They stay checked after a step: every press moves them one more place
  // (the server takes the presses in turn).
  const bulkActions = [
    {
      key: 'up',
      icon: <ArrowUp />,
      label: t('iptv:member.list.upShort'),
      reason: edgeReason(atTop, 'atTop'),
      run: () => void actions.stepRows(chosen, 'UP'),
    },
    {
      key: 'down',
      icon: <ArrowDown />,
      label: t('iptv:member.list.downShort'),
      reason: edgeReason(atBottom, 'atBottom'),
      run: () => void actions.stepRows(chosen, 'DOWN'),
    },
    {
      key: 'copy',
      icon: <Copy />,
      label: t('iptv:member.list.copy'),
      reason: noneReason,
      run: () => setDialog({ mode: 'copy', ids: chosen }),
    },
    {
      key: 'move',
      icon: <FolderInput />,
      label: t('iptv:member.list.moveToGroup'),
      reason: noneReason,
      run: () => setDialog({ mode: 'move', ids: chosen }),
    },
  ];

  const checkedMenu = (
    <Button size="sm" variant="outline">
      <MoreHorizontal />
      {t('iptv:member.list.checkedActions')}
    </Button>
  );

  // a line of its own on phones: beside it the search would be squeezed to a few letters
  const toolbar = (
    <Flex gap="2" align="center" wrap="wrap" width={{ base: 'full', md: 'auto' }}>
      <Checkbox.Root
        colorPalette="teal"
        checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
        disabled={ids.length === 0}
        onCheckedChange={(details) =>
          setChecked((prev) => ids.reduce((set, id) => toggled(set, id, details.checked === true), prev))
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('iptv:member.list.checkPage', { count: chosen.length })}</Checkbox.Label>
      </Checkbox.Root>
      {/* on phones one menu instead of four stacked buttons, so the table stays in view */}
      {bulkActions.map(({ key, icon, label, reason, run }) => (
        <DisabledReason key={key} reason={reason}>
          <Button size="sm" variant="outline" onClick={run} hideBelow="md">
            {icon}
            {label}
          </Button>
        </DisabledReason>
      ))}
      <Box hideFrom="md">
        {noneReason ? (
          <DisabledReason reason={noneReason}>{checkedMenu}</DisabledReason>
        ) : (
          <Menu.Root positioning={{ placement: 'bottom-start' }}>
            <Menu.Trigger asChild>{checkedMenu}</Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  {bulkActions.map(({ key, icon, label, reason, run }) => (
                    <Menu.Item key={key} value={key} disabled={reason !== undefined} onSelect={run}>
                      {icon}
                      {label}
                    </Menu.Item>
                  ))}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </Box>
      <DeleteButton
        size="sm"
        iconOnly={narrow}
        label={t('iptv:member.list.remove')}
        disabled={chosen.length === 0}
        disabledReason={noneReason}
        onDelete={async () => {
          await actions.remove(chosen);
          setChecked(new Set());
        }}
        confirm={{
          title: t('iptv:member.list.removeTitle'),
          message: t('iptv:member.list.removeCheckedMessage', { count: chosen.length }),
          confirmLabel: t('iptv:member.list.remove'),
        }}
      />
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={list.name}
        lead={t('iptv:member.list.lead')}
        actions={
          <MemberActions>
            <Button asChild variant="outline" size="sm">
              <RrLink to={`/service/iptv/epg/${list.id}`}>
                <CalendarClock />
                {t('iptv:member.lists.epg')}
              </RrLink>
            </Button>
          </MemberActions>
        }
      />
      <VisuallyHidden id={handleHintId}>{t('iptv:member.list.handleHint')}</VisuallyHidden>
      <GroupTabs
        groups={groups}
        group={group}
        onChange={selectGroup}
        onMove={(name, to) => void actions.moveGroup(name, to)}
        busy={actions.busy}
      >
        <Box
          {...drop.handlers}
          css={
            drop.over === null
              ? undefined
              : {
                  [`& tbody tr:has([data-order="${drop.over}"]) td`]: {
                    boxShadow: 'inset 0 2px 0 var(--chakra-colors-teal-solid)',
                  },
                }
          }
        >
          <ListRowsProvider value={context}>
            <DataTable
              config={config}
              caption={t('iptv:member.list.caption', { group })}
              rows={rows}
              total={page?.pageInfo.total ?? 0}
              getRowId={(row) => row.id}
              loading={loading}
              error={!page && !loading ? error : undefined}
              onRetry={() => void refetch()}
              toolbar={toolbar}
              emptyText={t('iptv:member.list.empty')}
            />
          </ListRowsProvider>
        </Box>
      </GroupTabs>
      {/* dragging needs a mouse: no hint on touch screens */}
      <Text textStyle="xs" color="fg.muted" mt="2" css={{ '@media (pointer: coarse)': { display: 'none' } }}>
        {t('iptv:member.list.dragHint')}
      </Text>
      {dialog && (
        <GroupDialog
          mode={dialog.mode}
          count={dialog.ids.length}
          groups={groups.filter((name) => name !== group)}
          onClose={() => setDialog(null)}
          onSubmit={async (target) => {
            const run = dialog.mode === 'copy' ? actions.copy : actions.moveRows;
            const done = await run(dialog.ids, target);
            if (done) setChecked(new Set());
            return done;
          }}
        />
      )}
    </>
  );
}
