import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from '../../gql';
import type { BackupsScreen_BackupFragment } from '../../gql/graphql';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DateTimeText } from '../../components/DateTimeText';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { useLanguage } from '../../i18n';
import { evictFields } from '../../lib/evictFields';
import { formatDateTime, formatKiB } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { BackupLs22NowMutation, Ls22BackupsQuery, Ls22ServerQuery } from './operations';
import { SaveButton } from './SaveButton';

/** What the backups' table shows of a backup. */
export const BackupsScreenBackupFragment = graphql(`
  fragment BackupsScreen_backup on Ls22Backup {
    id
    takenAt
    trigger
    monotonicDay
    sizeBytes
    zipUrl
    files {
      name
      state
      sizeBytes
      error
    }
  }
`);

type Backup = BackupsScreen_BackupFragment;

const NO_ROWS: readonly Backup[] = [];

/** The files of a backup: how many were stored, and each one that is missing or unreadable with the reason. */
function Files({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  const stored = backup.files.filter((file) => file.state === 'STORED').length;
  const problems = backup.files.filter((file) => file.state !== 'STORED');
  return (
    // wraps on a phone, so the row's download button stays in view
    <Stack gap="1" whiteSpace="normal">
      <Text>{t('ls22:backups.stored', { stored, count: backup.files.length })}</Text>
      {problems.map((file) => (
        <Text key={file.name} textStyle="xs" color="fg.muted">
          <Badge
            colorPalette={file.state === 'MISSING' ? 'gray' : 'orange'}
            variant="subtle"
            size="sm"
            mr="1"
          >
            {t(`ls22:backups.fileState.${file.state}`)}
          </Badge>
          {file.name}
          {file.error ? `: ${file.error}` : ''}
        </Text>
      ))}
    </Stack>
  );
}

/** Saves the backup's stored files as a ZIP. */
function DownloadButton({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SaveButton
      url={backup.zipUrl}
      filename="ls22-savegame.zip"
      failed={t('ls22:backups.downloadFailed')}
      size="xs"
      variant="outline"
      aria-label={t('ls22:backups.downloadOf', { takenAt: formatDateTime(backup.takenAt, lang) })}
    >
      {/* on a phone the icon alone, so the row keeps its button in view */}
      <Box as="span" hideBelow="md">
        {t('ls22:backups.download')}
      </Box>
    </SaveButton>
  );
}

const CONFIG: TableConfig<Backup> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  columns: [
    {
      id: 'takenAt',
      headerKey: 'ls22:backups.takenAt',
      cell: (backup) => <DateTimeText value={backup.takenAt} />,
    },
    {
      id: 'trigger',
      headerKey: 'ls22:backups.trigger',
      cell: (backup) => <TriggerText trigger={backup.trigger} />,
      hideBelow: 'md',
    },
    {
      id: 'day',
      headerKey: 'ls22:backups.day',
      align: 'end',
      cell: (backup) => backup.monotonicDay ?? '–',
      hideBelow: 'md',
    },
    { id: 'files', headerKey: 'ls22:backups.files', cell: (backup) => <Files backup={backup} /> },
    {
      id: 'size',
      headerKey: 'ls22:backups.size',
      align: 'end',
      cell: (backup) => <SizeText bytes={backup.sizeBytes} />,
      hideBelow: 'md',
    },
    {
      id: 'actions',
      card: 'actions',
      headerKey: 'ls22:backups.actions',
      align: 'end',
      cell: (backup) => <DownloadButton backup={backup} />,
    },
  ],
};

function TriggerText({ trigger }: { trigger: Backup['trigger'] }) {
  const { t } = useTranslation();
  return <>{t(`ls22:backups.triggers.${trigger}`)}</>;
}

function SizeText({ bytes }: { bytes: number }) {
  const lang = useLanguage();
  return <>{formatKiB(bytes, lang)}</>;
}

/** Takes a backup now (admins); every view of the savegame's data reads again, the header its latest backup. */
function BackupNowButton() {
  const { t } = useTranslation();
  const [backupNow, { loading }] = useMutation(BackupLs22NowMutation, {
    refetchQueries: [Ls22ServerQuery],
    update: (cache) =>
      evictFields(cache, 'ls22Backups', 'ls22Farms', 'ls22Farm', 'ls22FarmFinancials', 'ls22Environment'),
  });
  const run = async () => {
    try {
      await backupNow();
      notifySuccess(t('ls22:backups.done'));
    } catch {
      // the error link has shown the failure as a toast
    }
  };
  return (
    <Button colorPalette="green" loading={loading} onClick={() => void run()}>
      <Archive />
      {t('ls22:backups.now')}
    </Button>
  );
}

/**
 * /games/ls22/backups: the savegame backups, newest first, with what became of each file, each to download as a
 * ZIP; admins take one now.
 */
export function BackupsScreen() {
  const { t } = useTranslation();
  const { variables } = useTableState(CONFIG);
  const { data, previousData, loading, error, refetch } = useQuery(Ls22BackupsQuery, {
    variables: { page: variables.page, perPage: variables.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.ls22Backups;
  const rows = useFragment(BackupsScreenBackupFragment, page?.items) ?? NO_ROWS;
  return (
    <>
      <PageHeader
        title={t('ls22:routes.backups')}
        lead={t('ls22:backups.lead')}
        actions={
          <RoleGate roles={['ADMIN']}>
            <BackupNowButton />
          </RoleGate>
        }
      />
      <DataTable
        config={CONFIG}
        caption={t('ls22:routes.backups')}
        rows={rows}
        total={page?.pageInfo.total ?? 0}
        getRowId={(backup) => backup.id}
        loading={loading}
        error={!page && !loading ? error : undefined}
        onRetry={() => void refetch()}
        emptyText={t('ls22:backups.empty')}
      />
    </>
  );
}
