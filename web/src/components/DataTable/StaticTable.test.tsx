import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { TableScrollArea } from './rows';
import { StaticTable } from './StaticTable';
import type { ColumnDef } from './types';

interface Position {
  id: string;
  symbol: string;
  pnl: string;
}

const COLUMNS: ReadonlyArray<ColumnDef<Position>> = [
  { id: 'symbol', headerKey: 'crypt-track:position.symbol', cell: (p) => p.symbol },
  { id: 'pnl', headerKey: 'crypt-track:position.unrealizedPnl', align: 'end', cell: (p) => p.pnl },
];

describe('StaticTable', () => {
  beforeEach(() => i18n.changeLanguage('de'));

  it('shows every row with the DataTable’s cells: named by column, the first heading the phone’s card', () => {
    renderWithProviders(
      <StaticTable
        columns={COLUMNS}
        rows={[
          { id: '1', symbol: 'BTCUSDT', pnl: '+12,30' },
          { id: '2', symbol: 'ETHUSDT', pnl: '-3,10' },
        ]}
        getRowId={(p) => p.id}
        caption="Offene Positionen"
      />,
    );
    const table = screen.getByRole('table', { name: 'Offene Positionen' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Symbol', 'Unrealisierte GuV']);
    expect(rows).toHaveLength(2);
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells.map((cell) => [cell.textContent, cell.dataset.label, cell.dataset.card ?? null])).toEqual([
      ['ETHUSDT', 'Symbol', 'title'],
      ['-3,10', 'Unrealisierte GuV', null],
    ]);
    expect(cells[1]).toHaveAttribute('data-align', 'end');
  });
});

describe('TableScrollArea', () => {
  const widths = Object.getOwnPropertyDescriptors(Element.prototype);
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'scrollWidth', widths.scrollWidth!);
    Object.defineProperty(Element.prototype, 'clientWidth', widths.clientWidth!);
  });

  const overflowing = (by: number) => {
    Object.defineProperty(Element.prototype, 'scrollWidth', { configurable: true, get: () => 400 + by });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 400 });
  };

  it('is a named region keyboard users can focus while its table is wider than it', () => {
    overflowing(300);
    renderWithProviders(
      <TableScrollArea label="Finanzen">
        <table />
      </TableScrollArea>,
    );
    expect(screen.getByRole('region', { name: 'Finanzen' })).toHaveAttribute('tabindex', '0');
  });

  it('is no tab stop while the table fits', () => {
    overflowing(0);
    const { container } = renderWithProviders(
      <TableScrollArea label="Finanzen">
        <table />
      </TableScrollArea>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('table')!.parentElement).not.toHaveAttribute('tabindex');
  });
});
