import { Box, IconButton, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Download as DownloadIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../components/CountBadge';
import { LoadFailed } from '../../components/LoadFailed';
import { Modal } from '../../components/Modal';
import { PageSpinner } from '../../components/PageSpinner';
import { onRealtimeReconnect } from '../../lib/realtime';
import {
  closeDownloadsInbox,
  onDownloadsChanged,
  openDownloadsInbox,
  useDownloadsInboxOpen,
} from '../../lib/downloadsInbox';
import { downloadWithToken } from '../../lib/fileDownload';
import { notifyError, notifySuccess } from '../../lib/toast';
import { countDownload, removeDownload, upsertDownload } from './cache';
import { DownloadRow, type Download } from './DownloadRow';
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
    downloadWithToken(download.url, download.filename, t('downloads:downloadFailed'))
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
    notifySuccess(t('downloads:deleted', { filename: download.filename }));
  };

  const downloads = data?.myDownloads ?? [];
  let body: ReactNode;
  if (loading && !data) {
    body = <PageSpinner py="8" />;
  } else if (error && !data) {
    body = <LoadFailed text={t('downloads:loadFailed')} />;
  } else if (downloads.length === 0) {
    body = (
      <Text color="fg.muted" py="6" textAlign="center">
        {t('downloads:empty')}
      </Text>
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="2" aria-label={t('downloads:list')}>
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
    <Modal open={open} onClose={closeDownloadsInbox} title={t('downloads:title')} size="xl">
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          {t('downloads:intro')}
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
  useEffect(() => onDownloadsChanged(refetch.all), [refetch]);
  // Leaving the page (logout) closes the inbox with it.
  useEffect(() => closeDownloadsInbox, []);

  return (
    <>
      <Box position="relative">
        <IconButton
          variant="ghost"
          size="sm"
          aria-label={count > 0 ? t('downloads:menuUnseen', { count }) : t('downloads:menu')}
          title={t('downloads:menu')}
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
