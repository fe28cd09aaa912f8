import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { Archive, FileArchive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable/DataTable';
import type { TableConfig } from '../../components/DataTable/types';
import { useTableState } from '../../components/DataTable/useTableState';
import { DateTimeText } from '../../components/DateTimeText';
import { PageHeader } from '../../components/PageHeader';
import { RoleGate } from '../../components/RoleGate';
import { useLanguage } from '../../i18n';
import { evictFields } from '../../lib/evictFields';
import { formatDateTime, formatKiB } from '../../lib/format';
import { openDownloadsInbox } from '../../lib/downloadsInbox';
import { notifySuccess } from '../../lib/toast';
import { hasAnyRole } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { DEFAULT_PER_PAGE } from '../../lib/tableState';
import { BackupLs22NowMutation, ExportLs22BackupMutation, Ls22BackupsQuery } from './operations';

type Backup = ResultOf<typeof Ls22BackupsQuery>['ls22Backups']['items'][number];

/** The files of a backup: how many were stored, and each one that is missing or unreadable with the reason. */
function Files({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  const stored = backup.files.filter((file) => file.state === 'STORED').length;
  const problems = backup.files.filter((file) => file.state !== 'STORED');
  return (
    <Stack gap="1">
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

/** Puts the backup as a ZIP into the admin's downloads inbox. */
function ExportButton({ backup }: { backup: Backup }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [exportBackup, { loading }] = useMutation(ExportLs22BackupMutation);
  const run = async () => {
    try {
      const { data } = await exportBackup({ variables: { id: backup.id } });
      if (data) notifySuccess(t('ls22:backups.exported', { filename: data.exportLs22Backup.filename }));
    } catch {
      // the error link has shown the failure as a toast
    }
  };
  return (
    <Button
      size="xs"
      variant="outline"
      loading={loading}
      onClick={() => void run()}
      aria-label={t('ls22:backups.exportOf', { takenAt: formatDateTime(backup.takenAt, lang) })}
    >
      <FileArchive />
      {t('ls22:backups.export')}
    </Button>
  );
}

const BASE_COLUMNS: TableConfig<Backup>['columns'] = [
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
  },
];

function TriggerText({ trigger }: { trigger: Backup['trigger'] }) {
  const { t } = useTranslation();
  return <>{t(`ls22:backups.triggers.${trigger}`)}</>;
}

function SizeText({ bytes }: { bytes: number }) {
  const lang = useLanguage();
  return <>{formatKiB(bytes, lang)}</>;
}

/** Admins get a column to export each backup. */
const MEMBER_CONFIG: TableConfig<Backup> = { columns: BASE_COLUMNS, defaultPerPage: DEFAULT_PER_PAGE };
const ADMIN_CONFIG: TableConfig<Backup> = {
  defaultPerPage: DEFAULT_PER_PAGE,
  columns: [
    ...BASE_COLUMNS,
    {
      id: 'actions',
      card: 'actions',
      headerKey: 'ls22:backups.actions',
      align: 'end',
      cell: (backup) => <ExportButton backup={backup} />,
    },
  ],
};

/** Takes a backup now (admins); every view of the savegame's data reads again. */
function BackupNowButton() {
  const { t } = useTranslation();
  const [backupNow, { loading }] = useMutation(BackupLs22NowMutation, {
    refetchQueries: ['Ls22Server'],
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
 * /games/ls22/backups: the savegame backups, newest first, with what became of each file; admins take one now and
 * send one as a ZIP to their downloads inbox.
 */
export function BackupsScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const config = hasAnyRole(session.roles, ['ADMIN']) ? ADMIN_CONFIG : MEMBER_CONFIG;
  const { variables } = useTableState(config);
  const { data, previousData, loading, error, refetch } = useQuery(Ls22BackupsQuery, {
    variables: { page: variables.page, perPage: variables.perPage },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.ls22Backups;
  return (
    <>
      <PageHeader
        title={t('ls22:routes.backups')}
        lead={t('ls22:backups.lead')}
        actions={
          <RoleGate roles={['ADMIN']}>
            <HStack gap="2" wrap="wrap">
              <Button variant="outline" onClick={openDownloadsInbox}>
                {t('ls22:backups.inbox')}
              </Button>
              <BackupNowButton />
            </HStack>
          </RoleGate>
        }
      />
      <DataTable
        config={config}
        caption={t('ls22:routes.backups')}
        rows={page?.items ?? []}
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
