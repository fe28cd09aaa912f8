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
