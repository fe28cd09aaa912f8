import { Alert, Badge, Button, Card, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { KeyRound, ListOrdered, Pencil, Plus, PlugZap } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RrLink } from 'react-router-dom';
import { DeleteButton } from '../../components/DeleteButton';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { useLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { notifySuccess } from '../../lib/toast';
import { useDeleteMutation } from '../../lib/useDeleteMutation';
import { graphql, useFragment as readFragment, type FragmentType } from '../../gql';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { ConfigFormDialog, type KeyCheck } from './ConfigFormDialog';
import { pendingPathOf } from './CryptTrackLayout';
import { LoadError } from './LoadError';
import {
  CryptTrackConfigsQuery,
  DeleteCryptTrackConfigMutation,
  TestCryptTrackConfigMutation,
} from './operations';

/** Whether the keys worked when last tried in this visit: said in words, the colour only underlines it. */
function CheckResult({ check }: { check: KeyCheck }) {
  const { t } = useTranslation();
  const status = check.keysWork === true ? 'success' : check.keysWork === false ? 'error' : 'warning';
  return (
    <Alert.Root status={status} size="sm" borderRadius="md" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {t(
            check.keysWork === true
              ? 'crypt-track:settings.keysWork'
              : check.keysWork === false
                ? 'crypt-track:settings.keysRefused'
                : 'crypt-track:settings.keysUntried',
          )}
        </Alert.Title>
        {check.message && <Alert.Description>{check.message}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

type ConfigItem = ResultOf<typeof CryptTrackConfigsQuery>['cryptTrackConfigs'][number];

/** What a configuration's card shows. */
export const ConfigCardFragment = graphql(`
  fragment ConfigCard_config on CryptTrackConfig {
    id
    label
    platform
    apiKeyLast4
    updatedAt
  }
`);

function ConfigCard({
  config: masked,
  check,
  onCheck,
  onEdit,
}: {
  config: FragmentType<typeof ConfigCardFragment>;
  check: KeyCheck | undefined;
  onCheck: (check: KeyCheck) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const config = readFragment(ConfigCardFragment, masked);
  const lang = useLanguage();
  const headingId = useId();
  const [test, { loading: testing }] = useMutation(TestCryptTrackConfigMutation);
  const remove = useDeleteMutation(DeleteCryptTrackConfigMutation, {
    field: 'deleteCryptTrackConfig',
    typename: 'CryptTrackConfig',
    listField: 'cryptTrackConfigs',
  });
  const onTest = async () => {
    try {
      const { data } = await test({ variables: { id: config.id } });
      if (data)
        onCheck({
          keysWork: data.testCryptTrackConfig.keysWork ?? null,
          message: data.testCryptTrackConfig.message ?? null,
        });
    } catch {
      // the error link has shown the failure as a toast
    }
  };
  const onDelete = async () => {
    if (await remove(config.id)) notifySuccess(t('crypt-track:settings.deleted', { label: config.label }));
  };

  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline">
      <Card.Header>
        <Flex gap="2" justify="space-between" align="flex-start">
          <Stack gap="1" minW="0">
            <Heading as="h2" size="md" id={headingId} overflowWrap="anywhere">
              {config.label}
            </Heading>
            <HStack gap="2" wrap="wrap">
              <Badge variant="outline">{t(`crypt-track:platform.${config.platform}`)}</Badge>
              <HStack gap="1" textStyle="sm" color="fg.muted">
                <KeyRound size={14} aria-hidden="true" />
                <Text as="span">{t('crypt-track:settings.keyEnding', { last4: config.apiKeyLast4 })}</Text>
              </HStack>
            </HStack>
          </Stack>
          <DeleteButton
            iconOnly
            size="xs"
            label={t('crypt-track:settings.delete', { label: config.label })}
            onDelete={onDelete}
            confirm={{
              title: t('crypt-track:settings.deleteTitle'),
              message: t('crypt-track:settings.deleteMessage', { label: config.label }),
            }}
          />
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <Text textStyle="xs" color="fg.muted">
          {t('crypt-track:settings.updatedAt', { at: formatDateTime(config.updatedAt, lang) })}
        </Text>
        {check && <CheckResult check={check} />}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        <Button size="sm" variant="outline" loading={testing} onClick={() => void onTest()}>
          <PlugZap />
          {t('crypt-track:settings.test')}
        </Button>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil />
          {t('crypt-track:settings.edit')}
        </Button>
        <Button asChild size="sm" variant="ghost" colorPalette="teal">
          <RrLink to={pendingPathOf(config.id)}>
            <ListOrdered />
            {t('crypt-track:settings.positions')}
          </RrLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/** /service/crypt-track/settings: the member's exchange configurations — add, edit, test, delete. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(CryptTrackConfigsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const configs = data?.cryptTrackConfigs;
  // the dialog: null closed, 'new' adding, else the configuration being edited
  const [editing, setEditing] = useState<ConfigItem | 'new' | null>(null);
  const [checks, setChecks] = useState<ReadonlyMap<string, KeyCheck>>(new Map());
  const setCheck = (id: string, check: KeyCheck) => setChecks((prev) => new Map(prev).set(id, check));

  const onSaved = (saved: { id: string; label: string }, check: KeyCheck) => {
    setCheck(saved.id, check);
    notifySuccess(
      t(check.keysWork === true ? 'crypt-track:settings.savedWorking' : 'crypt-track:settings.saved', {
        label: saved.label,
      }),
    );
  };

  let body;
  if (!configs && loading) body = <PageSpinner />;
  else if (!configs) body = <LoadError error={error} onRetry={() => void refetch()} />;
  else if (configs.length === 0)
    body = (
      <Alert.Root status="info" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('crypt-track:settings.emptyTitle')}</Alert.Title>
          <Alert.Description>{t('crypt-track:settings.empty')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  else
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {configs.map((config) => (
          <ConfigCard
            key={config.id}
            config={config}
            check={checks.get(config.id)}
            onCheck={(check) => setCheck(config.id, check)}
            onEdit={() => setEditing(config)}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <>
      <PageHeader
        title={t('crypt-track:settings.title')}
        lead={t('crypt-track:settings.lead')}
        actions={
          <Button colorPalette="teal" onClick={() => setEditing('new')}>
            <Plus />
            {t('crypt-track:settings.add')}
          </Button>
        }
      />
      {body}
      {editing && (
        <ConfigFormDialog
          config={editing === 'new' ? undefined : editing}
          onSaved={onSaved}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
