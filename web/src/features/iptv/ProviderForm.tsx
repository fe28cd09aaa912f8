import { Button, Checkbox, Fieldset, Flex, Stack } from '@chakra-ui/react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormErrors } from '../../components/FormErrors';
import { RadioGroup } from '../../components/RadioGroup';
import { RouterLink } from '../../components/RouterLink';
import { TextField } from '../../components/TextField';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { IptvRequiredField } from '../../gql/graphql';
import { notifySuccess } from '../../lib/toast';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { evictFields } from '../../lib/evictFields';
import { IptvCreateProviderMutation, IptvUpdateProviderMutation } from './operations';

const FIELDS = [
  'name',
  'channelUrl',
  'frontendUrl',
  'epgUrl',
  'excludeFromRefresh',
  'requiredFields',
] as const;
const REQUIRED_FIELDS: readonly IptvRequiredField[] = ['USERNAME', 'PASSWORD'];

/** What the Data tab edits of a provider (the credentials of channelUrl are stored sealed: it names them). */
export const ProviderFormFragment = graphql(`
  fragment ProviderForm_provider on IptvProvider {
    id
    name
    channelUrl
    channelCredentialsStored
    frontendUrl
    epgUrl
    excludeFromRefresh
    requiredFields
  }
`);

/** The Data tab (spec 01 §3): creates the provider when it has no id yet, else saves its changes. */
export function ProviderForm({ provider: masked }: { provider?: FragmentType<typeof ProviderFormFragment> }) {
  const { t } = useTranslation();
  const provider = useFragment(ProviderFormFragment, masked);
  const navigate = useNavigate();
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues(
    {
      name: provider?.name ?? '',
      channelUrl: provider?.channelUrl ?? '',
      frontendUrl: provider?.frontendUrl ?? '',
      epgUrl: provider?.epgUrl ?? '',
      excludeFromRefresh: provider?.excludeFromRefresh ? 'yes' : 'no',
      requiredFields: '',
    },
    errors,
  );
  const [required, setRequired] = useState<IptvRequiredField[]>([...(provider?.requiredFields ?? [])]);
  const evictList = { update: (cache: ApolloCache) => evictFields(cache, 'iptvProviders') };
  const [create, { loading: creating }] = useMutation(IptvCreateProviderMutation, evictList);
  const [update, { loading: updating }] = useMutation(IptvUpdateProviderMutation, evictList);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    const epgUrl = values.epgUrl.trim();
    const input = {
      name: values.name.trim(),
      channelUrl: values.channelUrl.trim(),
      frontendUrl: values.frontendUrl.trim(),
      excludeFromRefresh: values.excludeFromRefresh === 'yes',
      requiredFields: required,
    };
    try {
      if (provider?.id) {
        const { data } = await update({
          variables: { id: provider.id, input: { ...input, epgUrl: epgUrl || null } },
        });
        if (data) notifySuccess(t('iptv:providers.savedToast', { name: data.updateIptvProvider.name }));
      } else {
        const { data } = await create({ variables: { input: { ...input, epgUrl: epgUrl || undefined } } });
        if (!data) return;
        notifySuccess(t('iptv:providers.createdToast', { name: data.createIptvProvider.name }));
        await navigate(`/cp/iptv-providers/${data.createIptvProvider.id}/edit`);
      }
    } catch (error) {
      errors.capture(error);
    }
  };

  const toggle = (value: IptvRequiredField, checked: boolean) => {
    setRequired((prev) =>
      checked ? [...prev.filter((f) => f !== value), value] : prev.filter((f) => f !== value),
    );
    errors.clearField('requiredFields');
  };

  return (
    <form id={errors.formId} onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="xl">
        <FormErrors messages={errors.otherErrors} />
        <TextField {...field('name')} label={t('iptv:providers.name')} autoComplete="off" required />
        <TextField
          {...field('channelUrl')}
          label={t('iptv:providers.channelUrl')}
          type="url"
          required
          helper={t(
            provider?.channelCredentialsStored
              ? 'iptv:providers.credentialsStored'
              : 'iptv:providers.channelUrlHelp',
          )}
        />
        <TextField {...field('frontendUrl')} label={t('iptv:providers.frontendUrl')} type="url" required />
        <RadioGroup
          label={t('iptv:providers.excludeFromRefresh')}
          name="excludeFromRefresh"
          value={values.excludeFromRefresh}
          onChange={field('excludeFromRefresh').onChange}
          options={[
            { value: 'yes', label: t('iptv:providers.yes') },
            { value: 'no', label: t('iptv:providers.no') },
          ]}
        />
        <Fieldset.Root invalid={Boolean(errors.errorOf('requiredFields'))}>
          <Fieldset.Legend textStyle="sm" fontWeight="medium">
            {t('iptv:providers.requiredFields')}
          </Fieldset.Legend>
          <Flex gap="5" wrap="wrap">
            {REQUIRED_FIELDS.map((value) => (
              <Checkbox.Root
                key={value}
                colorPalette="teal"
                checked={required.includes(value)}
                onCheckedChange={(details) => toggle(value, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(`iptv:requiredField.${value}`)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          <Fieldset.ErrorText>{errors.errorOf('requiredFields')}</Fieldset.ErrorText>
        </Fieldset.Root>
        <TextField {...field('epgUrl')} label={t('iptv:providers.epgUrl')} type="url" />
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <RouterLink to="/cp/iptv-providers/list" textStyle="sm">
            {t('iptv:providers.backToList')}
          </RouterLink>
          <Button type="submit" colorPalette="teal" loading={creating || updating}>
            {t(provider?.id ? 'iptv:providers.save' : 'iptv:providers.createSubmit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
