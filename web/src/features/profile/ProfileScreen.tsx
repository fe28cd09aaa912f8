import {
  Alert,
  Card,
  DataList,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Tag,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ExternalLink, Send, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { PageSpinner } from '../../components/PageSpinner';
import { formatDate, formatDateTime } from '../../lib/format';
import { ProfileQuery } from './operations';

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header pb="0">
        <HStack gap="2" color="fg.muted">
          {icon}
          <Heading as="h2" size="md" color="fg">
            {title}
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/** The member's own data, read-only for now (editing comes in a later issue). */
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(ProfileQuery, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'de';

  if (loading && !me) return <PageSpinner />;
  if (!me) {
    return (
      <>
        <PageHeader title={t('profile.title')} />
        {error && (
          <Alert.Root status="error" borderRadius="md">
            <Alert.Indicator />
            <Alert.Description>{t('profile.loadFailed')}</Alert.Description>
          </Alert.Root>
        )}
      </>
    );
  }

  const telegram = me.telegramSubscription;
  const telegramName = [telegram?.firstName, telegram?.lastName].filter(Boolean).join(' ');

  return (
    <>
      <PageHeader title={t('profile.title')} lead={t('profile.readOnly')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
        <Section title={t('profile.personal')} icon={<UserRound size={18} />}>
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.name')}</DataList.ItemLabel>
              <DataList.ItemValue>{me.name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-all">{me.email}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.memberSince')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(me.createdAt, lang)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('profile.roles')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {me.roles.length === 0 ? (
                  <Text color="fg.muted">{t('profile.noRoles')}</Text>
                ) : (
                  <Wrap gap="1.5" as="ul" listStyleType="none" aria-label={t('profile.roles')}>
                    {me.roles.map((role) => (
                      <li key={role.id}>
                        <Tag.Root colorPalette="teal" variant="subtle" size="md">
                          <Tag.Label>{t(`roles.${role.name}`, { defaultValue: role.name })}</Tag.Label>
                        </Tag.Root>
                      </li>
                    ))}
                  </Wrap>
                )}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Section>

        <Stack gap="4">
          <Section title={t('profile.social')} icon={<ExternalLink size={18} />}>
            {me.socialMedia.length === 0 ? (
              <Text color="fg.muted">{t('profile.noSocial')}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" gap="2">
                {me.socialMedia.map((link) => (
                  <li key={link.network}>
                    <Link
                      href={link.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      colorPalette="teal"
                      color="colorPalette.fg"
                    >
                      <Text as="span" textTransform="capitalize" fontWeight="medium">
                        {link.network}
                      </Text>
                      <ExternalLink size={14} />
                    </Link>
                  </li>
                ))}
              </Stack>
            )}
          </Section>

          <Section title={t('profile.telegram')} icon={<Send size={18} />}>
            {!telegram ? (
              <Text color="fg.muted">{t('profile.telegramNone')}</Text>
            ) : (
              <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3">
                <DataList.Item>
                  <DataList.ItemLabel>{t('profile.telegramId')}</DataList.ItemLabel>
                  <DataList.ItemValue>{telegram.telegramId}</DataList.ItemValue>
                </DataList.Item>
                {telegram.username && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('profile.telegramUsername')}</DataList.ItemLabel>
                    <DataList.ItemValue>@{telegram.username}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {telegramName && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('profile.telegramName')}</DataList.ItemLabel>
                    <DataList.ItemValue>{telegramName}</DataList.ItemValue>
                  </DataList.Item>
                )}
                {telegram.createdAt && (
                  <DataList.Item>
                    <DataList.ItemLabel>{t('profile.telegramSince')}</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDateTime(telegram.createdAt, lang)}</DataList.ItemValue>
                  </DataList.Item>
                )}
              </DataList.Root>
            )}
          </Section>
        </Stack>
      </SimpleGrid>
    </>
  );
}
