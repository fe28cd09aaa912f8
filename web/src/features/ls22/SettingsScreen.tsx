import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { LoadFailed } from '../../components/LoadFailed';
import { PageHeader } from '../../components/PageHeader';
import { TextField } from '../../components/TextField';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { Ls22ConfigQuery, Ls22ServerLinksQuery, Ls22ServerQuery, SaveLs22ConfigMutation } from './operations';

type Config = ResultOf<typeof Ls22ConfigQuery>['ls22Config'];

const FIELDS = ['serverUrl', 'code'] as const;

/**
 * The form for the server's address and code, each saying where the one in use comes from (a saved one goes before
 * the environment's). The code is write-only: left empty, the stored one stays; an empty address goes back to
 * LS22_SERVER_URL. The server polls at once, so the header shows the outcome.
 */
function ConfigForm({ config }: { config: Config }) {
  const { t } = useTranslation();
  const errors = useFieldErrors(FIELDS);
  const { values, field, setValues } = useFormValues({ serverUrl: config.serverUrl ?? '', code: '' }, errors);
  const [badUrl, setBadUrl] = useState(false);
  // The answer is the saved setup; the server is polled at once with it, so its state and links are read anew.
  const [save, { loading }] = useMutation(SaveLs22ConfigMutation, {
    refetchQueries: [Ls22ServerQuery, Ls22ServerLinksQuery],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const serverUrl = values.serverUrl.trim();
    const valid = serverUrl === '' || /^https?:\/\/[^\s/]+/i.test(serverUrl);
    setBadUrl(!valid);
    if (!valid) return;
    try {
      const code = values.code.trim();
      await save({
        variables: { input: { serverUrl: serverUrl || null, ...(code ? { code } : {}) } },
        context: errors.context,
      });
      setValues((prev) => ({ ...prev, code: '' }));
      notifySuccess(t('ls22:settings.saved'));
    } catch (error) {
      errors.capture(error);
    }
  };

  const url = field('serverUrl');
  return (
    <form id={errors.formId} onSubmit={(event) => void submit(event)} noValidate autoComplete="off">
      <Stack gap="4" maxW="xl">
        <FormErrors messages={errors.otherErrors} />
        <TextField
          {...url}
          onChange={(value) => {
            setBadUrl(false);
            url.onChange(value);
          }}
          error={badUrl ? t('ls22:settings.badUrl') : url.error}
          type="url"
          label={t('ls22:settings.serverUrl')}
          helper={t(`ls22:settings.urlHelp.${config.serverUrlSource ?? 'NONE'}`)}
        />
        <TextField
          {...field('code')}
          type="password"
          autoComplete="new-password"
          label={t('ls22:settings.code')}
          helper={t(`ls22:settings.codeHelp.${config.codeSource ?? 'NONE'}`)}
        />
        <Box>
          <Button type="submit" colorPalette="green" loading={loading}>
            <Save />
            {t('ls22:settings.save')}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** /games/ls22/settings (admins): where the dedicated server is and its feeds' code. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data, loading, refetch } = useQuery(Ls22ConfigQuery, { fetchPolicy: 'network-only' });
  const config = data?.ls22Config;
  return (
    <>
      <PageHeader title={t('ls22:routes.settings')} lead={t('ls22:settings.lead')} />
      {!config ? (
        loading ? (
          <Skeleton height="48" />
        ) : (
          <LoadFailed
            text={t('ls22:settings.loadFailed')}
            onRetry={() => void refetch()}
            retryLabel={t('ls22:retry')}
          />
        )
      ) : (
        <Stack gap="6">
          <Text color="fg.muted" data-testid="ls22-config-source">
            {config.source === 'PORTAL' && config.updatedAt
              ? t('ls22:settings.fromPortal', { at: formatDateTime(config.updatedAt, lang) })
              : t('ls22:settings.fromEnvironment')}{' '}
            {t('ls22:settings.rule')}
          </Text>
          <ConfigForm key={`${config.serverUrl ?? ''}|${config.updatedAt ?? ''}`} config={config} />
        </Stack>
      )}
    </>
  );
}
