import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  parseTableState,
  queryVariablesOf,
  serializeTableState,
  tableReducer,
  type TableAction,
  type TableSpec,
  type TableState,
} from '../../lib/tableState';
import { tableSpecOf, type TableConfig } from './types';

export interface TableStateHandle<Sort extends string = string> {
  state: TableState;
  spec: TableSpec;
  /** Applies an action and writes the new state to the URL (a new history entry unless `replace`). */
  dispatch: (action: TableAction, options?: { replace?: boolean }) => void;
  /** `page`, `perPage`, `orderBy` (one of the columns' `sortField`s), `direction` (ASC/DESC) for a paged query. */
  variables: ReturnType<typeof queryVariablesOf> & { orderBy: Sort | null };
}

/**
 * The table's state, read from the URL (query keys and hash). The caller uses it for its query variables;
 * the DataTable uses the same hook, so both always agree. `dispatch` is stable.
 */
export function useTableState<Row, Sort extends string = string>(
  config: TableConfig<Row, Sort>,
): TableStateHandle<Sort> {
  const location = useLocation();
  const navigate = useNavigate();
  const spec = tableSpecOf(config);
  const state = useMemo(
    () => parseTableState(new URLSearchParams(location.search), location.hash, spec),
    [location.search, location.hash, spec],
  );

  // The latest URL and state for the stable dispatch (debounced filters call it later). Refreshed only when the
  // location or spec changes: a render of the old location while a navigation is still pending (Apollo answering
  // mid-transition) must not undo what dispatch recorded, or a quick second click would act on the old state.
  const latest = useRef({
    state,
    spec,
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  });
  useLayoutEffect(() => {
    latest.current = {
      state,
      spec,
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
    };
  }, [state, spec, location.pathname, location.search, location.hash]);

  const dispatch = useCallback(
    (action: TableAction, options?: { replace?: boolean }) => {
      const { state: current, spec: currentSpec, pathname, search, hash } = latest.current;
      const next = tableReducer(current, action, currentSpec);
      if (next === current) return;
      const params = serializeTableState(next, currentSpec, new URLSearchParams(search));
      const query = params.toString();
      const nextSearch = query ? `?${query}` : '';
      // A chosen tab goes into `tab`; the hash that may have chosen the old one is dropped.
      const nextHash = action.type === 'tab' ? '' : hash;
      latest.current = { ...latest.current, state: next, search: nextSearch, hash: nextHash };
      void navigate(
        { pathname, search: nextSearch, hash: nextHash },
        { replace: options?.replace ?? false, preventScrollReset: true },
      );
    },
    [navigate],
  );

  // the state's orderBy is one of the spec's sort fields (parseTableState drops any other), i.e. a Sort
  const variables = useMemo(() => queryVariablesOf(state) as TableStateHandle<Sort>['variables'], [state]);
  return { state, spec, dispatch, variables };
}
