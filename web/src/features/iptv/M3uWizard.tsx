import { Alert, Button, Card, Field, Flex, Heading, Input, Separator, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { TextField } from '../../components/TextField';
import { makeFragmentData, useFragment, type FragmentType } from '../../gql';
import type { M3uWizard_ImportFragment } from '../../gql/graphql';
import { toastMessagesOf } from '../../lib/errors';
import { reloadQueries } from '../../lib/reloadQueries';
import {
  M3uWizardImportFragment as ImportFragment,
  IptvImportProgressSubscription,
  IptvProviderQuery,
  IptvRefreshProviderMutation,
} from './operations';
import { UploadRefusal } from '../../lib/uploadRefusal';
import { ImportResult, ProgressBar } from './ImportProgress';
import { isRunning, stepOfImport, uploadM3u, type WizardStep } from './wizard';

interface Props {
  providerId: string;
  /** The provider's newest import: a running one puts the wizard back on its step. */
  lastImport: FragmentType<typeof ImportFragment> | null | undefined;
}

/** The M3U Upload tab (spec 01 §4): choose → upload → parse → store → finished, then restart. */
export function M3uWizard({ providerId, lastImport }: Props) {
  const { t } = useTranslation();
  // Kept masked as the server sends it; a running lastImport resumes the wizard on its step.
  const initial = useFragment(ImportFragment, lastImport);
  const [masked, setMasked] = useState<FragmentType<typeof ImportFragment> | null>(() =>
    isRunning(initial) ? (lastImport ?? null) : null,
  );
  const progress = useFragment(ImportFragment, masked);
  const [uploading, setUploading] = useState<{ loaded: number; total: number } | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string[]>>>({});
  const client = useApolloClient();
  const [refresh, { loading: refreshing }] = useMutation(IptvRefreshProviderMutation);

  const importId = progress?.id;
  useSubscription(IptvImportProgressSubscription, {
    variables: { importId: importId ?? '' },
    skip: !importId || !isRunning(progress),
    onData: ({ data }) => {
      const next = data.data?.iptvImportProgress;
      if (next) setMasked(next);
    },
  });

  // The provider's channel count and last import (header, list) change once an import ends.
  const ended = progress?.state === 'FINISHED' || progress?.state === 'FAILED';
  useEffect(() => {
    if (ended) void reloadQueries(client, [IptvProviderQuery]);
  }, [ended, client]);

  const step: WizardStep = uploading ? 2 : progress ? stepOfImport(progress) : 1;

  const start = (id: string) =>
    setMasked(
      makeFragmentData(
        {
          id,
          state: 'QUEUED',
          current: 0,
          total: null,
          channelCount: null,
          groupCount: null,
          skipped: [],
          credentialsFound: 0,
          removedCount: null,
          error: null,
          startedAt: null,
          finishedAt: null,
        },
        ImportFragment,
      ),
    );

  const onUpload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setUploadError(null);
    setFieldErrors({});
    setUploading({ loaded: 0, total: file.size });
    try {
      const id = await uploadM3u({
        providerId,
        file,
        username: username.trim(),
        password,
        onProgress: (loaded, total) => setUploading({ loaded, total }),
      });
      start(id);
    } catch (error) {
      // the gateway's own words (a running import, a field over its limit, the size limit); a bare status otherwise
      const refusal = error instanceof UploadRefusal ? error : new UploadRefusal(0);
      const fields = refusal.fieldErrors;
      setFieldErrors(fields);
      if (Object.keys(fields).length === 0)
        setUploadError(
          refusal.serverMessage ??
            t(refusal.status === 413 ? 'iptv:wizard.tooLarge' : 'iptv:wizard.uploadFailed'),
        );
    } finally {
      setUploading(null);
    }
  };

  const onRefresh = async () => {
    setUploadError(null);
    try {
      const { data } = await refresh({ variables: { id: providerId } });
      if (data) setMasked(data.refreshIptvProvider);
    } catch (error) {
      setUploadError(
        toastMessagesOf(error, t('iptv:wizard.refreshFailed'))
          .map((m) => m.message)
          .join(' ') || t('iptv:wizard.refreshFailed'),
      );
    }
  };

  const restart = () => {
    setMasked(null);
    setFile(null);
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="5">
        <Heading as="h2" textStyle="lg">
          {t('iptv:wizard.heading', { step, count: 5 })}:{' '}
          {progress?.state === 'FAILED' ? t('iptv:importState.FAILED') : t(`iptv:wizard.step${step}`)}
        </Heading>
        {(step === 1 || uploading) && (
          // Hidden, not unmounted, while the file uploads: a refused upload comes back to the chosen file.
          // Actions sit at the end of their rows, as in every form: the success toast (bottom-start) stays clear.
          <Stack gap="5" maxW="xl" hidden={step !== 1}>
            <FormErrors messages={uploadError ? [uploadError] : []} />
            <form onSubmit={onUpload} noValidate>
              <Stack gap="4">
                <Field.Root invalid={!!fieldErrors.m3uList}>
                  <Field.Label>{t('iptv:wizard.file')}</Field.Label>
                  <Input
                    type="file"
                    name="m3u_list"
                    accept=".m3u,.m3u8,audio/x-mpegurl,application/vnd.apple.mpegurl,text/plain"
                    p="1"
                    onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                  />
                  <Field.ErrorText>{fieldErrors.m3uList?.join(' ')}</Field.ErrorText>
                </Field.Root>
                <Text textStyle="sm" color="fg.muted">
                  {t('iptv:wizard.credentialsHint')}
                </Text>
                <TextField
                  name="username"
                  label={t('iptv:wizard.username')}
                  value={username}
                  onChange={setUsername}
                  error={fieldErrors.username?.join(' ')}
                  autoComplete="off"
                />
                <TextField
                  name="password"
                  label={t('iptv:wizard.password')}
                  type="password"
                  value={password}
                  onChange={setPassword}
                  error={fieldErrors.password?.join(' ')}
                  autoComplete="off"
                />
                <Flex justify="flex-end">
                  <Button type="submit" colorPalette="teal" disabled={!file}>
                    {t('iptv:wizard.upload')}
                  </Button>
                </Flex>
              </Stack>
            </form>
            <Separator />
            {/* the other source: the provider's channel_url, without the credentials fields above */}
            <Flex gap="3" align="center" wrap="wrap">
              <Text textStyle="sm" color="fg.muted">
                {t('iptv:wizard.orFromChannelUrl')}
              </Text>
              <Button variant="outline" ms="auto" onClick={() => void onRefresh()} loading={refreshing}>
                {t('iptv:wizard.fromChannelUrl')}
              </Button>
            </Flex>
          </Stack>
        )}
        {step === 2 && uploading && (
          <ProgressBar
            label={t('iptv:wizard.uploading')}
            value={uploading.loaded}
            max={Math.max(uploading.total, 1)}
          />
        )}
        {step === 3 && progress && (
          <Stack gap="2">
            <ProgressBar label={t('iptv:wizard.parsing')} value={null} max={1} />
            <Text textStyle="sm" aria-live="polite">
              {t('iptv:wizard.parsed', { count: progress.current })}
            </Text>
          </Stack>
        )}
        {step === 4 && progress && (
          <ProgressBar
            label={t('iptv:wizard.storing', { current: progress.current, total: progress.total ?? 0 })}
            value={progress.current}
            max={Math.max(progress.total ?? 0, 1)}
          />
        )}
        {step === 5 && progress && (
          <Stack gap="4" maxW="xl">
            <Result progress={progress} />
            <Flex justify="flex-end">
              <Button colorPalette="teal" onClick={restart}>
                {t('iptv:wizard.restart')}
              </Button>
            </Flex>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Result({ progress }: { progress: M3uWizard_ImportFragment }) {
  const { t } = useTranslation();
  const finished = progress.state !== 'FAILED';
  return (
    <Stack gap="3">
      <ImportResult
        failure={progress.state === 'FAILED' ? { error: progress.error ?? null } : null}
        counts={[
          [t('iptv:wizard.channels'), progress.channelCount ?? progress.current],
          [t('iptv:wizard.groups'), progress.groupCount ?? 0],
          [t('iptv:wizard.credentialsFound'), progress.credentialsFound],
          [t('iptv:wizard.removed'), progress.removedCount ?? 0],
        ]}
        skipped={progress.skipped.map((entry) => ({
          label: t(`iptv:skipReason.${entry.reason}`, { defaultValue: entry.reason }),
          count: entry.count,
        }))}
        skippedHeading={t('iptv:wizard.skipped')}
      />
      {/* the server has ticked the provider's required fields: members enter their own credentials first */}
      {finished && progress.credentialsFound > 0 && (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>{t('iptv:wizard.credentialsRequired')}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
