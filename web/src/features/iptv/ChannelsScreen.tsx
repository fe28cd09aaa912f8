import { Box, Button, Card, Checkbox, Field, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { createContext, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DisabledReason } from '../../components/DisabledReason';
import { PageHeader } from '../../components/PageHeader';
import { Select } from '../../components/Select';
import { graphql, useFragment } from '../../gql';
import type { ChannelsScreen_ChannelFragment, IptvChannelOrderField } from '../../gql/graphql';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { notifyRefusal } from '../../lib/notifyRefusal';
import { notifyError, notifySuccess } from '../../lib/toast';
import { evictFields } from '../../lib/evictFields';
import { CreateListForm } from './CreateListForm';
import { GroupInput } from './GroupInput';
import { MemberActions } from './MemberActions';
import {
  AddIptvChannelsMutation,
  IptvCatalogueGroupsQuery,
  IptvCatalogueQuery,
  IptvListGroupsQuery,
  IptvListNamesQuery,
} from './memberOperations';
import { DEFAULT_GROUP } from './groups';

/** What the catalogue's table shows of a channel. */
export const ChannelsScreenChannelFragment = graphql(`
  fragment ChannelsScreen_channel on IptvChannel {
    id
    name
    logo
    groupTitle
    provider {
      id
      name
    }
  }
`);

type CatalogueRow = ChannelsScreen_ChannelFragment;

const NO_ROWS: readonly CatalogueRow[] = [];

/** What the rows' cells reach: the checked rows and the add action (kept out of the memoised table config). */
interface Catalogue {
  checked: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  add: (ids: string[]) => void;
  adding: boolean;
}
const CatalogueContext = createContext<Catalogue | null>(null);

function useCatalogue(): Catalogue {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('outside the catalogue');
  return value;
}

function CheckCell({ row }: { row: CatalogueRow }) {
  const { t } = useTranslation();
  const { checked, toggle } = useCatalogue();
  return (
    <Checkbox.Root
      colorPalette="teal"
      checked={checked.has(row.id)}
      onCheckedChange={(details) => toggle(row.id, details.checked === true)}
      aria-label={t('iptv:member.channels.check', { name: row.name })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

function AddCell({ row }: { row: CatalogueRow }) {
  const { t } = useTranslation();
  const { add, adding } = useCatalogue();
  return (
    <Button
      size="xs"
      variant="outline"
      colorPalette="teal"
      disabled={adding}
      aria-label={t('iptv:member.channels.addOne', { name: row.name })}
      onClick={() => add([row.id])}
    >
      <Plus />
      {t('iptv:member.channels.add')}
    </Button>
  );
}

function catalogueConfig(groups: readonly string[]): TableConfig<CatalogueRow, IptvChannelOrderField> {
  return {
    defaultPerPage: DEFAULT_PER_PAGE,
    filters: [{ kind: 'text', field: 'search', labelKey: 'iptv:member.channels.search' }],
    columns: [
      {
        id: 'check',
        headerKey: 'iptv:member.channels.checkColumn',
        width: '3rem',
        cell: (row) => <CheckCell row={row} />,
      },
      {
        id: 'logo',
        headerKey: 'iptv:member.channels.logo',
        width: '4rem',
        hideBelow: 'sm',
        cell: (row) =>
          row.logo ? (
            <Image src={row.logo} alt="" maxH="8" maxW="12" objectFit="contain" loading="lazy" />
          ) : null,
      },
      {
        id: 'name',
        card: 'title',
        headerKey: 'iptv:member.channels.name',
        sortField: 'NAME',
        cell: (row) => (
          <Text as="span" fontWeight="medium" whiteSpace="normal" overflowWrap="anywhere">
            {row.name}
          </Text>
        ),
      },
      {
        id: 'group',
        headerKey: 'iptv:member.channels.group',
        hideBelow: 'md',
        filter: { kind: 'select', field: 'group', options: groups.map((g) => ({ value: g, label: g })) },
        cell: (row) => row.groupTitle,
      },
      {
        id: 'provider',
        headerKey: 'iptv:member.channels.provider',
        hideBelow: 'md',
        cell: (row) => row.provider.name,
      },
      {
        id: 'add',
        headerKey: 'iptv:member.channels.actions',
        card: 'actions',
        align: 'end',
        cell: (row) => <AddCell row={row} />,
      },
    ],
  };
}

/** /service/iptv/channels: create a list; add catalogue channels to a list's group, one by one or checked in bulk. */
export function ChannelsScreen() {
  const { t } = useTranslation();
  const [listId, setListId] = useState('');
  const [group, setGroup] = useState(DEFAULT_GROUP);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());

  const { data: groupsData } = useQuery(IptvCatalogueGroupsQuery, { fetchPolicy: 'cache-and-network' });
  const groups = groupsData?.iptvChannelGroups;
  const config = useMemo(() => catalogueConfig(groups ?? []), [groups]);
  const { state, variables } = useTableState(config);
  const filter = {
    search: typeof state.filters.search === 'string' ? state.filters.search : undefined,
    group: typeof state.filters.group === 'string' ? state.filters.group : undefined,
  };
  const { data, previousData, loading, error, refetch } = useQuery(IptvCatalogueQuery, {
    variables: { ...variables, filter },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.iptvChannels ?? (loading ? previousData?.iptvChannels : undefined);
  const rows = useFragment(ChannelsScreenChannelFragment, page?.items) ?? NO_ROWS;

  const { data: listsData } = useQuery(IptvListNamesQuery, { fetchPolicy: 'cache-and-network' });
  const lists = listsData?.iptvLists ?? [];
  const { data: listGroups } = useQuery(IptvListGroupsQuery, {
    variables: { listId },
    skip: !listId,
    fetchPolicy: 'cache-and-network',
  });

  const [addChannels, { loading: adding }] = useMutation(AddIptvChannelsMutation, {
    // the lists' counts, and the target list's rows and groups (read anew when shown)
    update: (cache, _result, { variables }) => {
      const id = cache.identify({ __typename: 'IptvList', id: variables!.listId });
      for (const fieldName of ['channels', 'groups', 'providerGroups']) cache.evict({ id, fieldName });
      evictFields(cache, 'iptvLists');
    },
  });

  const catalogue = useMemo<Catalogue>(() => {
    const add = async (ids: string[]) => {
      if (!listId) {
        notifyError(t('iptv:member.channels.noList'));
        return;
      }
      const target = group.trim() || DEFAULT_GROUP;
      try {
        const { data: added } = await addChannels({ variables: { listId, channelIds: ids, group: target } });
        if (!added) return;
        notifySuccess(
          t('iptv:member.channels.added', {
            count: added.addIptvChannels,
            skipped: ids.length - added.addIptvChannels,
            group: target,
          }),
        );
        setChecked(new Set());
      } catch (failure) {
        notifyRefusal(failure);
      }
    };
    return {
      checked,
      adding,
      add: (ids) => void add(ids),
      toggle: (id, on) =>
        setChecked((prev) => {
          const next = new Set(prev);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    };
  }, [checked, adding, listId, group, addChannels, t]);

  const pageIds = rows.map((row) => row.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => checked.has(id));
  const someOnPage = pageIds.some((id) => checked.has(id));

  // a line of its own on phones: beside it the filters would be squeezed to a few letters
  const toolbar = (
    <Flex gap="3" align="center" wrap="wrap" width={{ base: 'full', md: 'auto' }}>
      <Checkbox.Root
        colorPalette="teal"
        checked={allOnPage ? true : someOnPage ? 'indeterminate' : false}
        disabled={pageIds.length === 0}
        onCheckedChange={(details) =>
          setChecked((prev) => {
            const next = new Set(prev);
            for (const id of pageIds) {
              if (details.checked === true) next.add(id);
              else next.delete(id);
            }
            return next;
          })
        }
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('iptv:member.channels.checkPage')}</Checkbox.Label>
      </Checkbox.Root>
      <DisabledReason reason={checked.size === 0 ? t('iptv:member.channels.noneChecked') : undefined}>
        <Button size="sm" colorPalette="teal" loading={adding} onClick={() => catalogue.add([...checked])}>
          <Plus />
          {t('iptv:member.channels.addChecked', { count: checked.size })}
        </Button>
      </DisabledReason>
    </Flex>
  );

  return (
    <>
      <PageHeader
        title={t('iptv:member.channels.title')}
        lead={t('iptv:member.channels.lead')}
        actions={<MemberActions />}
      />
      <Stack gap="6">
        <Card.Root variant="outline">
          <Card.Body>
            <Stack gap="5">
              <Box>
                <Heading as="h2" size="md" mb="3">
                  {t('iptv:member.channels.newList')}
                </Heading>
                <CreateListForm onCreated={setListId} />
              </Box>
              <Box>
                <Heading as="h2" size="md" mb="3">
                  {t('iptv:member.channels.target')}
                </Heading>
                <Flex gap="3" wrap="wrap" align="flex-start">
                  <Field.Root width={{ base: 'full', sm: '64' }}>
                    <Field.Label>{t('iptv:member.channels.list')}</Field.Label>
                    <Select
                      name="list"
                      value={listId}
                      onChange={setListId}
                      placeholder={t('iptv:member.channels.chooseList')}
                      options={lists.map((list) => ({ value: list.id, label: list.name }))}
                    />
                  </Field.Root>
                  <Box width={{ base: 'full', sm: '64' }}>
                    <GroupInput
                      label={t('iptv:member.channels.targetGroup')}
                      value={group}
                      onChange={setGroup}
                      groups={listGroups?.iptvList?.groups ?? []}
                    />
                  </Box>
                </Flex>
              </Box>
            </Stack>
          </Card.Body>
        </Card.Root>
        <Box as="section" aria-labelledby="iptv-catalogue">
          <Heading as="h2" size="md" mb="3" id="iptv-catalogue">
            {t('iptv:member.channels.catalogue')}
          </Heading>
          <CatalogueContext.Provider value={catalogue}>
            <DataTable
              config={config}
              caption={t('iptv:member.channels.catalogue')}
              rows={rows}
              total={page?.pageInfo.total ?? 0}
              getRowId={(row) => row.id}
              loading={loading}
              error={!page && !loading ? error : undefined}
              onRetry={() => void refetch()}
              toolbar={toolbar}
            />
          </CatalogueContext.Provider>
        </Box>
      </Stack>
    </>
  );
}
