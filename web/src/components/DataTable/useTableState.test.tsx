import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import type { TableConfig } from './types';
import { useTableState, type TableStateHandle } from './useTableState';

const config: TableConfig<{ id: string }> = {
  columns: [{ id: 'name', headerKey: 'cp:users.name', sortField: 'name', cell: (r) => r.id }],
};

it('a second sort click acts on the first even when the old location renders again in between', async () => {
  let handle: TableStateHandle | undefined;
  let rerender = () => {};
  function Probe() {
    handle = useTableState(config);
    const [, setTick] = useState(0);
    rerender = () => setTick((t) => t + 1);
    return null;
  }
  const router = createMemoryRouter([{ path: '/t', element: <Probe /> }], { initialEntries: ['/t'] });
  render(<RouterProvider router={router} />);

  await act(async () => {
    handle!.dispatch({ type: 'sort', field: 'name' });
    // The navigation has not committed yet; an unrelated update (a query answering) renders the old location.
    flushSync(rerender);
    handle!.dispatch({ type: 'sort', field: 'name' });
  });

  expect(router.state.location.search).toMatch(/orderBy=name&direction=desc/);
});

it("types the sort by the list's enum: a column offers only its values, the variables carry one", async () => {
  type RecordSort = 'START' | 'STOP' | 'DURATION' | 'CREATED_AT';
  const records: TableConfig<{ id: string }, RecordSort> = {
    columns: [
      { id: 'start', headerKey: 'timetracking:record.start', sortField: 'START', cell: (r) => r.id },
      // @ts-expect-error the records do not sort by their text (TimeRecordOrderField has no TEXT)
      { id: 'what', headerKey: 'timetracking:record.what', sortField: 'TEXT', cell: (r) => r.id },
    ],
  };
  let handle: TableStateHandle<RecordSort> | undefined;
  function Probe() {
    handle = useTableState(records);
    return null;
  }
  const router = createMemoryRouter([{ path: '/t', element: <Probe /> }], {
    initialEntries: ['/t?orderBy=START&direction=desc'],
  });
  render(<RouterProvider router={router} />);
  const orderBy: RecordSort | null = handle!.variables.orderBy;
  expect([orderBy, handle!.variables.direction]).toEqual(['START', 'DESC']);
});
