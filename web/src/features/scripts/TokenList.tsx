import { Alert, Badge, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/DateTimeText';
import { DeleteButton } from '../../components/DeleteButton';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { notifySuccess } from '../../lib/toast';
import { PersonalAccessTokensQuery, RevokePersonalAccessTokenMutation } from './operations';
import { isExpired, type Token } from './token';

/** What the list shows of a token. */
export const TokenListTokenFragment = graphql(`
  fragment TokenList_token on PersonalAccessToken {
    id
    name
    scope
    createdAt
    lastUsedAt
    expiresAt
  }
`);

/** Revokes a token: on success it leaves the cached list and the cache (no reload of the list). */
function useRevoke() {
  const [revoke] = useMutation(RevokePersonalAccessTokenMutation);
  return async (id: string) => {
    const { data } = await revoke({
      variables: { id },
      update(cache, result) {
        if (!result.data?.revokePersonalAccessToken) return;
        cache.updateQuery({ query: PersonalAccessTokensQuery }, (list) =>
          list ? { personalAccessTokens: list.personalAccessTokens.filter((p) => p.id !== id) } : list,
        );
        cache.evict({ id: cache.identify({ __typename: 'PersonalAccessToken', id }) });
        cache.gc();
      },
    });
    return data?.revokePersonalAccessToken === true;
  };
}

function TokenItem({ token, onRevoke }: { token: Token; onRevoke: (token: Token) => Promise<void> }) {
  const { t } = useTranslation();
  const expired = isExpired(token);
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" px="4" py="3" gap="2">
      <Flex gap="3" justify="space-between" align="flex-start">
        <HStack gap="2" wrap="wrap" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {token.name}
          </Text>
          <Badge colorPalette={token.scope === 'FULL' ? 'orange' : 'teal'} variant="subtle">
            {t(`scripts:scope.${token.scope}`)}
          </Badge>
          {expired && (
            <Badge colorPalette="red" variant="solid">
              {t('scripts:list.expired')}
            </Badge>
          )}
        </HStack>
        <DeleteButton
          iconOnly
          size="xs"
          label={t('scripts:list.revokeLabel', { name: token.name })}
          onDelete={() => onRevoke(token)}
          confirm={{
            title: t('scripts:list.revokeTitle'),
            message: t('scripts:list.revokeMessage', { name: token.name }),
            confirmLabel: t('scripts:list.revoke'),
          }}
        />
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="1">
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('scripts:list.createdAt')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <DateTimeText value={token.createdAt} />
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('scripts:list.lastUsedAt')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {token.lastUsedAt ? <DateTimeText value={token.lastUsedAt} /> : t('scripts:list.never')}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="32">{t('scripts:list.expiresAt')}</DataList.ItemLabel>
          <DataList.ItemValue color={expired ? 'fg.error' : undefined}>
            {token.expiresAt ? <DateTimeText value={token.expiresAt} /> : t('scripts:list.noExpiry')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Stack>
  );
}

/** The member's script tokens (never the sessions), newest first, each with its revoke button. */
export function TokenList({
  tokens: masked,
}: {
  tokens: readonly FragmentType<typeof TokenListTokenFragment>[];
}) {
  const { t } = useTranslation();
  const tokens = useFragment(TokenListTokenFragment, masked);
  const headingId = useId();
  const revoke = useRevoke();
  const onRevoke = async (token: Token) => {
    if (await revoke(token.id)) notifySuccess(t('scripts:list.revoked', { name: token.name }));
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {t('scripts:list.title')}
      </Heading>
      {tokens.length === 0 ? (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('scripts:list.emptyTitle')}</Alert.Title>
            <Alert.Description>{t('scripts:list.empty')}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} onRevoke={onRevoke} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
