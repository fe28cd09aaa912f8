import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { RefreshCw } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
// the client preset's unmasking is a plain function (no hook): named so where it runs outside render
import { useFragment as readFragment, type FragmentType } from '../../gql';
import type { DawumStatus_StatusFragment } from '../../gql/graphql';
import { useLanguage } from '../../i18n';
import { evictFields } from '../../lib/evictFields';
import { formatDate, formatDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';
import { DawumStatusFragment, DawumSyncStatusQuery, SyncDawumMutation } from './operations';

export type DawumStatus = DawumStatus_StatusFragment;

/** The status as the screens read it (the query's or the mutation's fragment unmasked). */
export function statusOf(data: FragmentType<typeof DawumStatusFragment>): DawumStatus {
  return readFragment(DawumStatusFragment, data);
}

/** Whether anything has been synced: only then do the screens have data to show. */
export const hasData = (status: DawumStatus) => status.lastUpdate !== null && status.surveyCount > 0;

/**
 * „Daten von dawum.de (Open Database License (ODbL))", both parts linked: DAWUM's licence asks every page showing
 * its data for it.
 */
export function Attribution({ status }: { status: DawumStatus }) {
  const { attribution } = status;
  return (
    <Text textStyle="sm" color="fg.muted" mt="8" data-testid="dawum-attribution">
      <Trans
        i18nKey="dawum:attribution"
        values={{ source: attribution.source, licence: attribution.licence }}
        components={{
          site: <Link href={attribution.sourceUrl} color="teal.fg" rel="noopener" target="_blank" />,
          licence: <Link href={attribution.licenceUrl} color="teal.fg" rel="noopener" target="_blank" />,
        }}
      />
    </Text>
  );
}

/** The date of the data held and of the last sync, one line for the header. */
export function DataState({ status }: { status: DawumStatus }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!hasData(status)) return null;
  return (
    <Text textStyle="sm" color="fg.muted" data-testid="dawum-data-state">
      {t('dawum:status.stand', { date: formatDateTime(status.lastUpdate, lang) })}
      {status.lastSyncAt &&
        ` · ${t('dawum:status.synced', { date: formatDateTime(status.lastSyncAt, lang) })}`}
    </Text>
  );
}

/**
 * What a visitor must know before the data: that nothing has been synced yet, or that the last sync failed (the
 * data held is still shown).
 */
export function SyncNotice({ status }: { status: DawumStatus }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const failed = status.outcome === 'FAILED';
  if (hasData(status) && !failed) return null;
  const error = status.error ?? '';
  const [title, text] = !hasData(status)
    ? [
        t('dawum:status.noDataTitle'),
        failed ? t('dawum:status.noDataFailed', { error }) : t('dawum:status.noData'),
      ]
    : [
        t('dawum:status.failedTitle'),
        t('dawum:status.failed', { error, date: formatDate(status.lastUpdate, lang) }),
      ];
  return (
    <Alert.Root
      status={hasData(status) ? 'warning' : 'info'}
      borderRadius="md"
      mb="6"
      data-testid="dawum-notice"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{text}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The admin's "sync now" (roles are checked by the server too) with the outcome as a toast and the last run's
 * outcome beside it; new data drops every cached DAWUM answer, so the open screen loads it again.
 */
export function SyncNow({ status }: { status: DawumStatus }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [sync, { loading }] = useMutation(SyncDawumMutation, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.writeQuery({ query: DawumSyncStatusQuery, data: { dawumSyncStatus: data.syncDawum } });
      if (statusOf(data.syncDawum).outcome === 'OK') {
        evictFields(
          cache,
          'dawumParliaments',
          'dawumSurveys',
          'dawumSurvey',
          'dawumCurrentPolls',
          'dawumTrend',
        );
      }
    },
  });
  const onSync = async () => {
    try {
      const { data } = await sync();
      if (!data) return;
      const result = statusOf(data.syncDawum);
      const count = result.surveyCount;
      if (result.outcome === 'FAILED')
        notifyError(t('dawum:status.done.FAILED', { error: result.error ?? '' }));
      else if (result.outcome) notifySuccess(t(`dawum:status.done.${result.outcome}`, { count }));
    } catch {
      // the error link has shown the failure as a toast
    }
  };
  const references = status.unknownReferences
    .map((ref) => t(`dawum:status.reference.${ref.kind}`, { id: ref.id, count: ref.surveys }))
    .join(', ');
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'center' }}>
      {references && (
        <Text textStyle="sm" color="fg.muted" data-testid="dawum-unknown-references">
          {t('dawum:status.unknownReferences', { list: references })}
        </Text>
      )}
      {status.lastSyncAt && status.outcome && (
        <Text textStyle="sm" color="fg.muted" data-testid="dawum-last-run">
          {t('dawum:status.lastRun', {
            date: formatDateTime(status.lastSyncAt, lang),
            outcome: t(`dawum:status.outcome.${status.outcome}`),
          })}
        </Text>
      )}
      <Button size="sm" variant="outline" loading={loading} onClick={() => void onSync()}>
        <RefreshCw />
        {t('dawum:status.syncNow')}
      </Button>
    </Stack>
  );
}
