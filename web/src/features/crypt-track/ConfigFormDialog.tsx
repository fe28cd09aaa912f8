import { Button, HStack, Stack } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { FormField } from '../../components/FormField';
import { Modal } from '../../components/Modal';
import { Select } from '../../components/Select';
import { TextField } from '../../components/TextField';
import { graphql, useFragment as readFragment, type FragmentType } from '../../gql';
import type { ConfigFormDialog_ConfigFragment } from '../../gql/graphql';
import { evictFields } from '../../lib/evictFields';
import { useFieldErrors } from '../../lib/useFieldErrors';
import { useFormValues } from '../../lib/useFormValues';
import { CreateCryptTrackConfigMutation, UpdateCryptTrackConfigMutation } from './operations';

/** What the dialog edits of a configuration (its secrets are write-only). */
export const ConfigFormDialogFragment = graphql(`
  fragment ConfigFormDialog_config on CryptTrackConfig {
    id
    platform
    label
    apiKeyLast4
  }
`);

type Config = ConfigFormDialog_ConfigFragment;

/** The exchanges a configuration can name (today only Bitget's futures API). */
export const PLATFORMS = ['bitget'] as const;

const FIELDS = ['platform', 'label', 'apiKey', 'apiSecret', 'apiPassphrase'] as const;
const SECRETS = ['apiKey', 'apiSecret', 'apiPassphrase'] as const;

/** What the save answered about the keys, for the configuration's card. */
export interface KeyCheck {
  keysWork: boolean | null;
  message: string | null;
}

/**
 * Adds a configuration, or edits `config`: the secrets are write-only, so editing starts with them empty and empty
 * ones keep what is stored. The server tries the keys once; refused keys come back as field errors under the key,
 * secret or passphrase and nothing is saved, anything else is saved and `onSaved` hears whether the keys work.
 */
export function ConfigFormDialog({
  config: masked,
  onSaved,
  onClose,
}: {
  config?: FragmentType<typeof ConfigFormDialogFragment>;
  onSaved: (saved: Config, check: KeyCheck) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const config = readFragment(ConfigFormDialogFragment, masked);
  const errors = useFieldErrors(FIELDS);
  const { values, field } = useFormValues(
    {
      platform: config?.platform ?? PLATFORMS[0],
      label: config?.label ?? '',
      apiKey: '',
      apiSecret: '',
      apiPassphrase: '',
    },
    errors,
  );
  const [saving, setSaving] = useState(false);
  // The answer's configuration updates the cache; the dashboard follows the keys, and a new one joins the list.
  const [create] = useMutation(CreateCryptTrackConfigMutation, {
    update: (cache) => evictFields(cache, 'cryptTrackDashboard', 'cryptTrackConfigs'),
  });
  const [change] = useMutation(UpdateCryptTrackConfigMutation, {
    update: (cache) => evictFields(cache, 'cryptTrackDashboard'),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    errors.clear();
    setSaving(true);
    try {
      const label = values.label.trim();
      let saved;
      if (config) {
        // left empty: the stored secret stays
        const secrets = Object.fromEntries(
          SECRETS.filter((k) => values[k] !== '').map((k) => [k, values[k]]),
        );
        const { data } = await change({
          variables: { id: config.id, input: { platform: values.platform, label, ...secrets } },
          context: errors.context,
        });
        saved = data?.updateCryptTrackConfig;
      } else {
        const { data } = await create({
          variables: {
            input: {
              platform: values.platform,
              label,
              apiKey: values.apiKey,
              apiSecret: values.apiSecret,
              apiPassphrase: values.apiPassphrase,
            },
          },
          context: errors.context,
        });
        saved = data?.createCryptTrackConfig;
      }
      if (!saved) return;
      onSaved(readFragment(ConfigFormDialogFragment, saved.config), {
        keysWork: saved.keysWork ?? null,
        message: saved.message ?? null,
      });
      onClose();
    } catch (error) {
      errors.capture(error);
    } finally {
      setSaving(false);
    }
  };

  const keep = config ? t('crypt-track:settings.keepSecret') : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={
        config
          ? t('crypt-track:settings.editTitle', { label: config.label })
          : t('crypt-track:settings.addTitle')
      }
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            {t('crypt-track:cancel')}
          </Button>
          <Button type="submit" form={errors.formId} colorPalette="teal" loading={saving}>
            {t('crypt-track:settings.save')}
          </Button>
        </HStack>
      }
    >
      <form id={errors.formId} onSubmit={(event) => void submit(event)} noValidate autoComplete="off">
        <Stack gap="4">
          <FormErrors messages={errors.otherErrors} />
          <FormField label={t('crypt-track:settings.platform')} error={errors.errorOf('platform')} required>
            <Select
              name="platform"
              value={values.platform}
              onChange={field('platform').onChange}
              options={PLATFORMS.map((p) => ({ value: p, label: t(`crypt-track:platform.${p}`) }))}
            />
          </FormField>
          <TextField
            {...field('label')}
            label={t('crypt-track:settings.label')}
            helper={t('crypt-track:settings.labelHelp')}
            required
          />
          <TextField
            {...field('apiKey')}
            label={t('crypt-track:settings.apiKey')}
            helper={config ? t('crypt-track:settings.keepKey', { last4: config.apiKeyLast4 }) : undefined}
            autoComplete="off"
            required={!config}
          />
          <TextField
            {...field('apiSecret')}
            type="password"
            autoComplete="new-password"
            label={t('crypt-track:settings.apiSecret')}
            helper={keep}
            required={!config}
          />
          <TextField
            {...field('apiPassphrase')}
            type="password"
            autoComplete="new-password"
            label={t('crypt-track:settings.apiPassphrase')}
            helper={keep}
            required={!config}
          />
        </Stack>
      </form>
    </Modal>
  );
}
