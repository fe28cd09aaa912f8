import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Below `md` a table with these styles shows each row as a card, so that a phone shows every column without scrolling
 * sideways (issue 29: PnL and liquidation, a record's actions, the parties' values were off-screen). The cell marked
 * `data-card="title"` (the row's primary cell) heads the card; every other cell shows its column's name, from
 * `data-label`, above its value, two to a line; `data-card="actions"` spans the card's last line, unlabelled.
 * The column headers stay for screen readers; sortable ones (holding a button) stay visible, as a line of sort
 * buttons above the cards. Explicit table roles on the elements keep the table a table for screen readers whose
 * browsers drop the semantics of a table laid out as blocks (Safari). From `md` up it is a plain table.
 */
export const STACKED_TABLE: SystemStyleObject = {
  mdDown: {
    display: 'block',
    // the scroll area keeps a table's lines whole; a card's values wrap instead
    whiteSpace: 'normal',
    '& > thead, & > tbody, & > tfoot': { display: 'block' },
    '& > thead > tr': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '1',
      px: '2',
      py: '1',
      borderBottomWidth: '1px',
      '&:not(:has(button))': { display: 'none' },
    },
    '& > thead th': { display: 'block', px: '1', py: '0', borderWidth: '0' },
    // kept for screen readers, out of sight: the cards name their values
    '& > thead th:not(:has(button))': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
    '& > tbody > tr, & > tfoot > tr': {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      columnGap: '4',
      rowGap: '2',
      p: '3',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    '& > tbody > tr:last-of-type': { borderBottomWidth: '0' },
    '& > tbody > tr:hover': { bg: 'bg.muted' },
    '& > tbody > tr:hover > td': { bg: 'transparent' },
    // windowing's spacer rows keep their height and nothing else
    '& > tbody > tr[data-spacer]': { display: 'block', p: '0', borderWidth: '0' },
    '& > tbody > tr > td, & > tfoot > tr > td': {
      display: 'block',
      minWidth: '0',
      p: '0',
      borderWidth: '0',
      textAlign: 'start',
      overflowWrap: 'anywhere',
      // the column's name above the value; screen readers take it from the header
      '&[data-label]::before': {
        content: 'attr(data-label) / ""',
        display: 'block',
        textStyle: 'xs',
        color: 'fg.muted',
        fontWeight: 'normal',
      },
    },
    '& > tbody > tr > td:only-child': { gridColumn: '1 / -1' },
    // the last value alone on its line (after the title's line) takes the whole line
    '& > tbody > tr > td[data-card="title"]:first-child ~ td:last-child:nth-child(even)': {
      gridColumn: '1 / -1',
    },
    '& > tbody > tr > td[data-card="title"], & > tfoot > tr > td[data-card="title"]': {
      // first, wherever its column stands (a check box or a drag handle may come before it)
      order: '-1',
      gridColumn: '1 / -1',
      fontWeight: 'semibold',
      '&::before': { display: 'none' },
    },
    '& > tbody > tr > td[data-card="actions"]': {
      order: '1',
      gridColumn: '1 / -1',
      display: 'flex',
      justifyContent: 'flex-end',
      '&::before': { display: 'none' },
    },
  },
};

/**
 * The cells of the portal's tables (DataTable, StaticTable): padding and lines, the columns hidden on narrow screens
 * (`dt-hide-*`), the alignment of `data-align` cells, and the cards below `md`.
 */
export const TABLE_CSS: SystemStyleObject = {
  '& tbody td': {
    px: '3',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'middle',
  },
  '& tbody tr:last-of-type td': { borderBottomWidth: '0' },
  '& tbody tr:hover td': { bg: 'bg.muted' },
  '& .dt-hide-sm': { smDown: { display: 'none' } },
  '& .dt-hide-md': { mdDown: { display: 'none' } },
  '& .dt-hide-lg': { lgDown: { display: 'none' } },
  '& tbody td[data-align="center"]': { md: { textAlign: 'center' } },
  '& tbody td[data-align="end"]': { md: { textAlign: 'end' } },
  ...STACKED_TABLE,
};
