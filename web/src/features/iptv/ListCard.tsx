import {
  Alert,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { CalendarClock, FolderOpen, Pencil, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import { DeleteButton } from '../../components/DeleteButton';
import { RouterLink } from '../../components/RouterLink';
import { useFragment, type FragmentType } from '../../gql';
import type { IptvListCard_ListFragment } from '../../gql/graphql';
import { notifyRefusal } from '../../lib/notifyRefusal';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import {
  CreateIptvPersonalDownloadLinkMutation,
  DeleteIptvListMutation,
  IptvListCardFragment,
} from './memberOperations';
import { RenameListDialog } from './RenameListDialog';
import { ValidMark } from './ValidMark';

type UsedProvider = IptvListCard_ListFragment['usedProviders'][number];

/**
 * The personal link for players: copy it, or create / rotate it once every used provider's settings are complete;
 * until then, what each provider still needs, with the way to its settings.
 */
function PersonalLink({
  listId,
  url,
  incomplete,
}: {
  listId: string;
  url: string | null | undefined;
  incomplete: readonly UsedProvider[];
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [create, { loading }] = useMutation(CreateIptvPersonalDownloadLinkMutation);
  const onCreate = async () => {
    try {
      await create({ variables: { listId } });
      notifySuccess(t(url ? 'iptv:member.link.rotated' : 'iptv:member.link.created'));
    } catch (error) {
      notifyRefusal(error);
    }
  };
  return (
    <Stack gap="2">
      <Text id={labelId} textStyle="sm" fontWeight="medium">
        {t('iptv:member.link.title')}
      </Text>
      {url ? (
        <HStack gap="2">
          <Input size="sm" readOnly value={url} aria-labelledby={labelId} fontFamily="mono" textStyle="xs" />
          <CopyToClipboard value={url} iconOnly label={t('iptv:member.link.copy')} />
        </HStack>
      ) : (
        <Text textStyle="sm" color="fg.muted">
          {t('iptv:member.link.none')}
        </Text>
      )}
      {incomplete.length === 0 ? (
        <Flex gap="2" align="center" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            colorPalette="teal"
            loading={loading}
            onClick={() => void onCreate()}
          >
            <RefreshCw />
            {t(url ? 'iptv:member.link.rotate' : 'iptv:member.link.create')}
          </Button>
          {url && (
            <Text textStyle="xs" color="fg.muted">
              {t('iptv:member.link.rotateHint')}
            </Text>
          )}
        </Flex>
      ) : (
        <Alert.Root status="warning" size="sm" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            {t('iptv:member.link.blocked')}
            <Box as="ul" mt="1" ps="5" listStyleType="disc">
              {incomplete.map((provider) => (
                <li key={provider.id}>
                  <RouterLink to={`/service/iptv/settings?provider=${encodeURIComponent(provider.id)}`}>
                    {provider.name}
                  </RouterLink>
                  {': '}
                  {t('iptv:member.link.missing', {
                    fields: provider.missingFields.map((f) => t(`iptv:requiredField.${f}`)).join(', '),
                  })}
                </li>
              ))}
            </Box>
          </Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}

/** One list on the overview (spec 02 §2): counts, providers with their settings mark, the personal link. */
export function ListCard({ list: masked }: { list: FragmentType<typeof IptvListCardFragment> }) {
  const { t } = useTranslation();
  const list = useFragment(IptvListCardFragment, masked);
  const [renaming, setRenaming] = useState(false);
  const headingId = useId();
  const deleteList = useDeleteMutation(DeleteIptvListMutation, {
    field: 'deleteIptvList',
    typename: 'IptvList',
    listField: 'iptvLists',
  });
  const onDelete = async () => {
    if (await deleteList(list.id)) notifySuccess(t('iptv:member.lists.deleted', { name: list.name }));
  };
  const incomplete = list.usedProviders.filter((p) => !p.userHasValidSettings);

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap="2" justify="space-between" align="flex-start">
          <Heading as="h2" size="lg" id={headingId} overflowWrap="anywhere">
            {list.name}
          </Heading>
          <HStack gap="1" flexShrink={0}>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t('iptv:member.lists.rename', { name: list.name })}
              title={t('iptv:member.lists.rename', { name: list.name })}
              onClick={() => setRenaming(true)}
            >
              <Pencil />
            </IconButton>
            <DeleteButton
              iconOnly
              size="xs"
              label={t('iptv:member.lists.delete', { name: list.name })}
              onDelete={onDelete}
              confirm={{
                title: t('iptv:member.lists.deleteTitle'),
                message: t('iptv:member.lists.deleteMessage', { name: list.name }),
              }}
            />
          </HStack>
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {[
            t('iptv:member.lists.channelCount', { count: list.stats.channelCount }),
            t('iptv:member.lists.categoryCount', { count: list.stats.categoryCount }),
            t('iptv:member.lists.providerCount', { count: list.usedProviders.length }),
          ].join(' · ')}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {list.usedProviders.length > 0 && (
            <Table.Root size="sm" variant="outline" aria-label={t('iptv:member.lists.providers')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('iptv:member.lists.provider')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('iptv:member.lists.settings')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.usedProviders.map((provider) => (
                  <Table.Row key={provider.id}>
                    <Table.Cell overflowWrap="anywhere">{provider.name}</Table.Cell>
                    <Table.Cell>
                      <ValidMark valid={provider.userHasValidSettings} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
          <PersonalLink listId={list.id} url={list.personalDownloadLinkUrl} incomplete={incomplete} />
        </Stack>
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button asChild size="sm" colorPalette="teal">
          <RrLink to={`/service/iptv/list/${list.id}`}>
            <FolderOpen />
            {t('iptv:member.lists.open')}
          </RrLink>
        </Button>
        <Button asChild size="sm" variant="outline">
          <RrLink to={`/service/iptv/epg/${list.id}`}>
            <CalendarClock />
            {t('iptv:member.lists.epg')}
          </RrLink>
        </Button>
      </Card.Footer>
      {renaming && <RenameListDialog list={list} onClose={() => setRenaming(false)} />}
    </Card.Root>
  );
}
