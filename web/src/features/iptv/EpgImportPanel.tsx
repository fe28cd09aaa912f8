import { Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useMutation, useSubscription } from '@apollo/client/react';
import { CalendarSync } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { useFragment, type FragmentType } from '../../gql';
import { toastMessagesOf } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { ImportResult, ProgressBar } from './ImportProgress';
import {
  EpgImportPanelImportFragment as ImportFragment,
  IptvEpgImportProgressSubscription,
  IptvRefreshEpgMutation,
} from './operations';

interface Props {
  providerId: string;
  /** The provider's newest EPG import (kept current in the cache by the subscription and the button). */
  lastEpgImport: FragmentType<typeof ImportFragment> | null | undefined;
}

/**
 * The provider's EPG: how its newest import went, live while it runs, and a button that imports it now. Imports
 * also start by themselves (a saved EPG URL, a finished playlist import, the daily refresh); the server answers a
 * running one instead of starting a second.
 */
export function EpgImportPanel({ providerId, lastEpgImport }: Props) {
  const { t } = useTranslation();
  const last = useFragment(ImportFragment, lastEpgImport);
  const running = last?.state === 'QUEUED' || last?.state === 'RUNNING';
  const [error, setError] = useState<string | null>(null);
  const [start, { loading }] = useMutation(IptvRefreshEpgMutation, {
    // the provider's newest import is now this one (the cache holds it by id, so the subscription updates it)
    update: (cache, { data }) => {
      const id = data && cache.identify(data.refreshIptvEpg);
      if (!id) return;
      cache.modify({
        id: cache.identify({ __typename: 'IptvProvider', id: providerId }),
        fields: { lastEpgImport: (_old, { toReference }) => toReference(id) },
      });
    },
  });
  useSubscription(IptvEpgImportProgressSubscription, {
    variables: { importId: last?.id ?? '' },
    skip: !last || !running,
  });

  const onStart = async () => {
    setError(null);
    try {
      await start({ variables: { providerId } });
    } catch (failure) {
      setError(toastMessagesOf(failure, t('iptv:epg.startFailed'))[0]?.message ?? t('iptv:epg.startFailed'));
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="iptv-epg-heading" variant="outline" maxW="xl">
      <Card.Body gap="4">
        <Heading as="h2" id="iptv-epg-heading" textStyle="lg">
          {t('iptv:epg.heading')}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t('iptv:epg.intro')}
        </Text>
        <FormErrors messages={error ? [error] : []} />
        {!last && <Text>{t('iptv:epg.never')}</Text>}
        {last && running && (
          <Stack gap="2">
            <ProgressBar
              label={t(last.state === 'QUEUED' ? 'iptv:epg.queued' : 'iptv:epg.reading')}
              value={null}
              max={1}
            />
            <Text textStyle="sm" aria-live="polite">
              {t('iptv:epg.read', { count: last.current })}
            </Text>
          </Stack>
        )}
        {last && !running && (
          <Stack gap="3">
            <ImportResult
              failure={last.state === 'FAILED' ? { error: last.error ?? null } : null}
              counts={[
                [t('iptv:epg.programmes'), last.programmeCount ?? 0],
                [t('iptv:epg.channels'), last.channelCount ?? 0],
                [t('iptv:epg.matched'), last.matchedCount ?? 0],
              ]}
              skipped={last.skipped.map((entry) => ({
                label: t(`iptv:epgSkipReason.${entry.reason}`, { defaultValue: entry.reason }),
                count: entry.count,
              }))}
              skippedHeading={t('iptv:epg.skipped')}
            />
            {last.truncated && <Text textStyle="sm">{t('iptv:epg.truncated')}</Text>}
            <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
              {[
                last.finishedAt && t('iptv:epg.finishedAt', { at: formatDateTime(last.finishedAt) }),
                last.url && t('iptv:epg.source', { url: last.url }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Stack>
        )}
        <Flex justify="flex-end">
          <Button colorPalette="teal" onClick={() => void onStart()} loading={loading} disabled={running}>
            <CalendarSync />
            {t('iptv:epg.import')}
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
