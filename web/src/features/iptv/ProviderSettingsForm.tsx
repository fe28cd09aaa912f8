import { Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { ExternalLink } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { PageSpinner } from '../../components/PageSpinner';
import { TextField } from '../../components/TextField';
import type { IptvMemberProvidersQuery } from '../../gql/graphql';
import { evictFields } from '../../lib/evictFields';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { IptvProviderSettingsQuery, SaveIptvProviderSettingsMutation } from './memberOperations';
import { ValidMark } from './ValidMark';

type Provider = IptvMemberProvidersQuery['iptvMemberProviders'][number];

const FIELDS = ['username', 'password'] as const;

function SettingsForm({
  provider,
  username,
  passwordSet,
}: {
  provider: Provider;
  username: string;
  passwordSet: boolean;
}) {
  const { t } = useTranslation();
  const errors = useFieldErrors(FIELDS);
  const { values, field, setValues } = useFormValues({ username, password: '' }, errors);
  const [save, { loading }] = useMutation(SaveIptvProviderSettingsMutation, {
    // The answer carries "a password is stored" and the provider's valid mark; the lists' cards read theirs anew.
    update: (cache) => evictFields(cache, 'iptvLists'),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    try {
      // an empty password keeps the stored one
      const password = values.password === '' ? undefined : values.password;
      const { data } = await save({
        variables: { providerId: provider.id, input: { username: values.username.trim(), password } },
      });
      if (!data) return;
      setValues((prev) => ({ ...prev, password: '' }));
      notifySuccess(t('iptv:member.settings.saved', { name: provider.name }));
    } catch (error) {
      errors.capture(error);
    }
  };

  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('username')} label={t('iptv:member.settings.username')} autoComplete="off" />
        <TextField
          {...field('password')}
          type="password"
          autoComplete="new-password"
          label={t('iptv:member.settings.password')}
          helper={t(passwordSet ? 'iptv:member.settings.passwordSet' : 'iptv:member.settings.passwordNone')}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="teal" loading={loading}>
            {t('iptv:member.save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** One provider's credentials of the member (spec 02 §2 Settings); the password is write-only. */
export function ProviderSettingsPanel({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(IptvProviderSettingsQuery, {
    variables: { providerId: provider.id },
    fetchPolicy: 'network-only',
  });
  const settings = data?.iptvProviderSettings;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h2" size="lg" overflowWrap="anywhere">
          {provider.name}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <ValidMark valid={provider.userHasValidSettings} />
          {provider.frontendUrl && (
            <Link
              href={provider.frontendUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="teal"
              textStyle="sm"
            >
              {t('iptv:member.settings.frontend', { name: provider.name })}
              <ExternalLink size={14} aria-hidden="true" />
            </Link>
          )}
        </Flex>
        <Text textStyle="sm" color="fg.muted">
          {t('iptv:member.settings.lead')}
        </Text>
      </Stack>
      {loading && !settings ? (
        <PageSpinner />
      ) : (
        <SettingsForm
          provider={provider}
          username={settings?.username ?? ''}
          passwordSet={settings?.passwordSet ?? false}
        />
      )}
    </Stack>
  );
}
