import {
  Alert,
  Badge,
  Box,
  Flex,
  HStack,
  IconButton,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Download as DownloadIcon, FileText } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/CountBadge';
import { DeleteButton } from '../../components/DeleteButton';
import { Modal } from '../../components/Modal';
import { useLanguage } from '../../i18n';
import { onRealtimeReconnect } from '../../lib/apollo';
import { closeDownloadsInbox, openDownloadsInbox, useDownloadsInboxOpen } from '../../lib/downloadsInbox';
import { downloadWithToken } from '../../lib/fileDownload';
import { formatDateTime, formatKiB } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';
import { countDownload, removeDownload, upsertDownload, type Download } from './cache';
import {
  DeleteDownloadMutation,
  DownloadsChangedSubscription,
  MarkDownloadSeenMutation,
  MyDownloadsQuery,
  UnseenDownloadsCountQuery,
} from './operations';

const SILENT = { silent: true };

/** The count and (when loaded) the list again from the server: after a lost connection, or an unknown change. */
function useRefetchInbox() {
  const client = useApolloClient();
  return useMemo(() => {
    const count = () =>
      void client
        .query({ query: UnseenDownloadsCountQuery, fetchPolicy: 'network-only', context: SILENT })
        .catch(() => undefined);
    const all = () => {
      count();
      if (client.cache.readQuery({ query: MyDownloadsQuery })) {
        void client
          .query({ query: MyDownloadsQuery, fetchPolicy: 'network-only', context: SILENT })
          .catch(() => undefined);
      }
    };
    return { count, all };
  }, [client]);
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="sm" fontVariantNumeric="tabular-nums">
        {children}
      </Text>
    </Box>
  );
}

function DownloadRow({
  download,
  onSeen,
  onDownload,
  onDelete,
  busy,
}: {
  download: Download;
  onSeen: (download: Download) => void;
  onDownload: (download: Download) => void;
  onDelete: (download: Download) => Promise<void>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const unseen = !download.seenAt;
  const filename = download.filename;
  return (
    <Box
      as="li"
      data-unseen={unseen ? 'true' : undefined}
      onMouseEnter={() => onSeen(download)}
      borderWidth="1px"
      borderColor={unseen ? 'teal.muted' : 'border'}
      borderInlineStartWidth="4px"
      borderInlineStartColor={unseen ? 'teal.solid' : 'border'}
      bg={unseen ? 'teal.subtle' : 'bg'}
      borderRadius="md"
      px={{ base: '3', md: '4' }}
      py="3"
      transition="background 0.2s"
    >
      <Flex gap="3" align="flex-start">
        <Box color={unseen ? 'teal.fg' : 'fg.muted'} pt="0.5" display={{ base: 'none', sm: 'block' }}>
          <FileText size={20} aria-hidden="true" />
        </Box>
        <Stack gap="2" flex="1" minW="0">
          <Flex gap="2" align="flex-start">
            <HStack gap="2" wrap="wrap" flex="1" minW="0" pt="1">
              <Text fontWeight="semibold" overflowWrap="anywhere">
                {filename}
              </Text>
              {unseen && (
                <Badge colorPalette="teal" variant="solid" size="sm">
                  {t('downloads.new')}
                </Badge>
              )}
            </HStack>
            <HStack gap="1" flexShrink={0}>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="teal"
                aria-label={t('downloads.download', { filename })}
                title={t('downloads.download', { filename })}
                loading={busy}
                onClick={() => onDownload(download)}
              >
                <DownloadIcon />
              </IconButton>
              <DeleteButton
                iconOnly
                label={t('downloads.delete', { filename })}
                confirm={{
                  title: t('downloads.deleteTitle'),
                  message: t('downloads.deleteMessage', { filename }),
                }}
                onDelete={() => onDelete(download)}
              />
            </HStack>
          </Flex>
          <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} columnGap="4" rowGap="1">
            <Meta label={t('downloads.created')}>{formatDateTime(download.createdAt, lang)}</Meta>
            <Meta label={t('downloads.size')}>{formatKiB(download.sizeBytes, lang)}</Meta>
            <Meta label={t('downloads.count')}>
              {t('downloads.countValue', { count: download.downloadCount })}
            </Meta>
            <Meta label={t('downloads.expires')}>
              {download.expiresAt ? formatDateTime(download.expiresAt, lang) : t('downloads.never')}
            </Meta>
          </SimpleGrid>
        </Stack>
      </Flex>
    </Box>
  );
}

/** The inbox itself: one row per file, newest first (spec §2 downloads modal). */
function DownloadsModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error } = useQuery(MyDownloadsQuery, {
    skip: !open,
    fetchPolicy: 'cache-and-network',
    context: SILENT,
  });
  const [markSeen] = useMutation(MarkDownloadSeenMutation, { fetchPolicy: 'no-cache', context: SILENT });
  const [deleteDownload] = useMutation(DeleteDownloadMutation);
  const refetch = useRefetchInbox();
  /** Spec §4: marked seen only once per id while a save is pending. */
  const pending = useRef(new Set<string>());
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  const onSeen = (download: Download) => {
    const { id } = download;
    if (download.seenAt || pending.current.has(id)) return;
    pending.current.add(id);
    markSeen({ variables: { id } })
      .then(({ data: result }) => {
        if (result && upsertDownload(client.cache, result.markDownloadSeen, false)) refetch.count();
      })
      .catch(() => undefined)
      .finally(() => pending.current.delete(id));
  };

  const onDownload = (download: Download) => {
    onSeen(download);
    setDownloading((prev) => new Set(prev).add(download.id));
    downloadWithToken(download.url, download.filename, t('downloads.downloadFailed'))
      .then(() => {
        countDownload(client.cache, download.id);
        refetch.all();
      })
      .catch((failure: Error) => notifyError(failure.message))
      .finally(() =>
        setDownloading((prev) => {
          const next = new Set(prev);
          next.delete(download.id);
          return next;
        }),
      );
  };

  const onDelete = async (download: Download) => {
    const { data: result } = await deleteDownload({ variables: { id: download.id } });
    if (!result?.deleteDownload) return;
    if (removeDownload(client.cache, download.id)) refetch.count();
    notifySuccess(t('downloads.deleted', { filename: download.filename }));
  };

  const downloads = data?.myDownloads ?? [];
  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Flex justify="center" py="8">
        <Spinner color="teal.solid" aria-label={t('common.loading')} />
      </Flex>
    );
  } else if (error && !data) {
    body = (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{t('downloads.loadFailed')}</Alert.Description>
      </Alert.Root>
    );
  } else if (downloads.length === 0) {
    body = (
      <Text color="fg.muted" py="6" textAlign="center">
        {t('downloads.empty')}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('downloads.list')}>
        {downloads.map((download) => (
          <DownloadRow
            key={download.id}
            download={download}
            onSeen={onSeen}
            onDownload={onDownload}
            onDelete={onDelete}
            busy={downloading.has(download.id)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Modal open={open} onClose={closeDownloadsInbox} title={t('downloads.title')} size="xl">
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {t('downloads.intro')}
        </Text>
        {body}
      </Stack>
    </Modal>
  );
}

/**
 * The navbar's downloads button with the unseen count (spec §1), the modal it opens, and the live updates:
 * `downloadsChanged` keeps list and count in the cache current (ADDED inserts, SEEN updates, DELETED removes);
 * after a lost connection both are fetched again, since events sent meanwhile are gone.
 */
export function DownloadsButton() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const open = useDownloadsInboxOpen();
  const refetch = useRefetchInbox();
  const { data } = useQuery(UnseenDownloadsCountQuery, { fetchPolicy: 'cache-and-network', context: SILENT });
  const count = data?.unseenDownloadsCount ?? 0;

  useSubscription(DownloadsChangedSubscription, {
    // The handler below compares with what the cache held before: it writes, not the subscription.
    fetchPolicy: 'no-cache',
    context: SILENT,
    onData: ({ data: result }) => {
      const change = result.data?.downloadsChanged;
      if (!change) return;
      let unknown: boolean;
      if (change.type === 'DELETED' || !change.download) {
        unknown = removeDownload(client.cache, change.downloadId);
      } else {
        unknown = upsertDownload(client.cache, change.download, change.type === 'ADDED');
      }
      if (unknown) refetch.count();
    },
  });

  useEffect(() => onRealtimeReconnect(refetch.all), [refetch]);
  // Leaving the page (logout) closes the inbox with it.
  useEffect(() => closeDownloadsInbox, []);

  return (
    <>
      <Box position="relative">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={count > 0 ? t('nav.downloadsUnseen', { count }) : t('nav.downloads')}
          title={t('nav.downloads')}
          aria-haspopup="dialog"
          onClick={openDownloadsInbox}
        >
          <DownloadIcon />
        </IconButton>
        <CountBadge count={count} testId="downloads-badge" />
      </Box>
      <DownloadsModal open={open} />
    </>
  );
}
