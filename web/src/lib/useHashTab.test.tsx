import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { addTexts, setLanguage } from '../i18n';
import { useHashTab } from './useHashTab';

addTexts({
  namespace: 'hashtab',
  de: { table: 'Tabelle', chart: 'Einnahmen und Ausgaben' },
  en: { table: 'Table', chart: 'Income and expenses' },
});
const TABS = [
  { id: 'table', labelKey: 'hashtab:table' },
  { id: 'chart', labelKey: 'hashtab:chart' },
] as const;

function Screen() {
  const [tab, setTab] = useHashTab(TABS, 'table');
  return (
    <>
      <p data-testid="tab">{tab}</p>
      {TABS.map(({ id, labelKey }) => (
        <button key={id} type="button" onClick={() => setTab(id)}>
          {i18n.t(labelKey)}
        </button>
      ))}
    </>
  );
}

const open = (hash: string) => {
  const router = createMemoryRouter([{ path: '/financials', element: <Screen /> }], {
    initialEntries: [`/financials${hash}`],
  });
  render(<RouterProvider router={router} />);
  return router;
};

describe('tabs chosen by URL hash (spec 01 §2)', () => {
  afterEach(() => setLanguage('de'));

  it('writes the label of the chosen tab in the member’s language, lowercase with hyphens', async () => {
    const router = open('');
    expect(screen.getByTestId('tab')).toHaveTextContent('table');
    await userEvent.click(screen.getByRole('button', { name: 'Einnahmen und Ausgaben' }));
    expect(screen.getByTestId('tab')).toHaveTextContent('chart');
    expect(router.state.location.hash).toBe('#einnahmen-und-ausgaben');
    await act(() => setLanguage('en'));
    await userEvent.click(screen.getByRole('button', { name: 'Table' }));
    await userEvent.click(screen.getByRole('button', { name: 'Income and expenses' }));
    expect(router.state.location.hash).toBe('#income-and-expenses');
  });

  it.each(['#einnahmen-und-ausgaben', '#income-and-expenses', '#chart', '#einnahmen'])(
    'opens the tab %s names: its label in either language, its old id, or the start of its label',
    (hash) => {
      open(hash);
      expect(screen.getByTestId('tab')).toHaveTextContent('chart');
    },
  );

  it('opens the first tab for a hash that names none', () => {
    open('#nothing');
    expect(screen.getByTestId('tab')).toHaveTextContent('table');
  });
});
