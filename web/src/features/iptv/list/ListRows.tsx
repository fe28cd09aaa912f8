import { Box, Checkbox, HStack, IconButton, Input, Menu, Portal, Text } from '@chakra-ui/react';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  Copy,
  FolderInput,
  GripVertical,
  MoreHorizontal,
} from 'lucide-react';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableConfig } from '../../../components/DataTable/types';
import { DeleteButton } from '../../../components/DeleteButton';
import { graphql } from '../../../gql';
import type { IptvListChannelOrderField, ListRows_RowFragment } from '../../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../../lib/tableState';
import type { ListActions } from './useListActions';

/** What the list table shows of a row. */
export const ListRowsRowFragment = graphql(`
  fragment ListRows_row on IptvListChannel {
    id
    order
    name
    link
    provider {
      id
      name
    }
    providerGroupTitle
  }
`);

export type ListRow = ListRows_RowFragment;

export type GroupDialogMode = 'copy' | 'move';

/** What the rows' cells reach (kept out of the memoised table config, so the config changes only with its filters). */
export interface ListRowsContext {
  actions: ListActions;
  checked: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  expanded: ReadonlySet<string>;
  toggleExpanded: (id: string) => void;
  openGroupDialog: (mode: GroupDialogMode, rows: ListRow[]) => void;
  /** A row moved by keyboard keeps the focus on its handle once the table has reloaded. */
  keepFocus: (id: string) => void;
  /** The id of the element that explains the handle's keys. */
  handleHintId: string;
  /** The group's last position where known (no filter narrows the rows): its row cannot move down. */
  last: number | null;
}

const RowsContext = createContext<ListRowsContext | null>(null);
export const ListRowsProvider = RowsContext.Provider;

function useRows(): ListRowsContext {
  const value = useContext(RowsContext);
  if (!value) throw new Error('outside the list rows');
  return value;
}

function CheckCell({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { checked, toggle } = useRows();
  return (
    <Checkbox.Root
      colorPalette="teal"
      checked={checked.has(row.id)}
      onCheckedChange={(details) => toggle(row.id, details.checked === true)}
      aria-label={t('iptv:member.list.check', { name: row.name })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The drag handle: dragged with the mouse, or moved with the arrow keys while focused. */
function OrderCell({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { actions, keepFocus, handleHintId } = useRows();
  const step = (direction: 'UP' | 'DOWN') => {
    keepFocus(row.id);
    void actions.step(row.id, direction);
  };
  return (
    <HStack gap="1">
      <CheckCell row={row} />
      <IconButton
        size="xs"
        variant="ghost"
        cursor="grab"
        draggable
        data-drag-handle={row.id}
        data-order={row.order}
        aria-label={t('iptv:member.list.handle', { name: row.name, order: row.order })}
        aria-describedby={handleHintId}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', String(row.order));
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (!actions.busy) step(event.key === 'ArrowUp' ? 'UP' : 'DOWN');
        }}
      >
        <GripVertical />
      </IconButton>
      <Text as="span" fontVariantNumeric="tabular-nums">
        {row.order}
      </Text>
    </HStack>
  );
}

function NameCell({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { expanded, toggleExpanded } = useRows();
  const open = expanded.has(row.id);
  const linkId = `iptv-link-${row.id}`;
  return (
    <Box minW="0">
      <HStack gap="1" align="center">
        <IconButton
          size="2xs"
          variant="ghost"
          aria-expanded={open}
          aria-controls={open ? linkId : undefined}
          aria-label={t('iptv:member.list.showLink', { name: row.name })}
          onClick={() => toggleExpanded(row.id)}
        >
          {open ? <ChevronDown /> : <ChevronRight />}
        </IconButton>
        <Text as="span" fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
          {row.name}
        </Text>
      </HStack>
      {open && (
        <Input
          id={linkId}
          mt="2"
          size="xs"
          minW={{ md: '28rem' }}
          readOnly
          value={row.link}
          fontFamily="mono"
          aria-label={t('iptv:member.list.link', { name: row.name })}
        />
      )}
    </Box>
  );
}

function ActionsCell({ row }: { row: ListRow }) {
  const { t } = useTranslation();
  const { actions, openGroupDialog, last } = useRows();
  // the first row cannot move up, nor the last down (the server would leave them where they are)
  const first = row.order === 1;
  const bottom = row.order === last;
  return (
    <HStack gap="0" justify="flex-end">
      <IconButton
        size="xs"
        variant="ghost"
        display={{ base: 'none', sm: 'inline-flex' }}
        aria-label={t('iptv:member.list.up', { name: row.name })}
        title={t('iptv:member.list.up', { name: row.name })}
        disabled={actions.busy || first}
        onClick={() => void actions.step(row.id, 'UP')}
      >
        <ArrowUp />
      </IconButton>
      <IconButton
        size="xs"
        variant="ghost"
        display={{ base: 'none', sm: 'inline-flex' }}
        aria-label={t('iptv:member.list.down', { name: row.name })}
        title={t('iptv:member.list.down', { name: row.name })}
        disabled={actions.busy || bottom}
        onClick={() => void actions.step(row.id, 'DOWN')}
      >
        <ArrowDown />
      </IconButton>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton size="xs" variant="ghost" aria-label={t('iptv:member.list.more', { name: row.name })}>
            <MoreHorizontal />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {/* on phones the up and down buttons give way to these */}
              <Menu.Item
                value="up"
                display={{ sm: 'none' }}
                disabled={first}
                onSelect={() => void actions.step(row.id, 'UP')}
              >
                <ArrowUp size={16} />
                {t('iptv:member.list.upShort')}
              </Menu.Item>
              <Menu.Item
                value="down"
                display={{ sm: 'none' }}
                disabled={bottom}
                onSelect={() => void actions.step(row.id, 'DOWN')}
              >
                <ArrowDown size={16} />
                {t('iptv:member.list.downShort')}
              </Menu.Item>
              <Menu.Item value="copy" onSelect={() => openGroupDialog('copy', [row])}>
                <Copy size={16} />
                {t('iptv:member.list.copy')}
              </Menu.Item>
              <Menu.Item value="move" onSelect={() => openGroupDialog('move', [row])}>
                <FolderInput size={16} />
                {t('iptv:member.list.moveToGroup')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <DeleteButton
        iconOnly
        size="xs"
        label={t('iptv:member.list.removeOne', { name: row.name })}
        onDelete={() => actions.remove([row.id])}
        confirm={{
          title: t('iptv:member.list.removeTitle'),
          message: t('iptv:member.list.removeMessage', { name: row.name }),
          confirmLabel: t('iptv:member.list.remove'),
        }}
      />
    </HStack>
  );
}

/** The list table's columns and filters; the provider-group filter offers the list's provider groups. */
export function listTableConfig(
  providerGroups: readonly string[],
): TableConfig<ListRow, IptvListChannelOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'iptv:member.list.search' }],
    columns: [
      {
        id: 'order',
        headerKey: 'iptv:member.list.order',
        sortField: 'ORDER',
        width: '8rem',
        cell: (row) => <OrderCell row={row} />,
      },
      {
        id: 'name',
        card: 'title',
        headerKey: 'iptv:member.list.name',
        sortField: 'NAME',
        cell: (row) => <NameCell row={row} />,
      },
      {
        id: 'providerGroup',
        headerKey: 'iptv:member.list.providerGroup',
        hideBelow: 'md',
        filter: {
          kind: 'select',
          field: 'providerGroup',
          options: providerGroups.map((g) => ({ value: g, label: g })),
        },
        cell: (row) => row.providerGroupTitle,
      },
      {
        id: 'provider',
        headerKey: 'iptv:member.list.provider',
        hideBelow: 'lg',
        cell: (row) => row.provider.name,
      },
      {
        id: 'actions',
        card: 'actions',
        headerKey: 'iptv:member.list.actions',
        align: 'end',
        cell: (row) => <ActionsCell row={row} />,
      },
    ],
  };
}
