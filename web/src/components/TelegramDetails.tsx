import { DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, type FragmentType } from '../gql';
import { useLanguage } from '../i18n';
import { formatDateTime } from '../lib/format';

export const TelegramDetailsFragment = graphql(`
  fragment TelegramDetails_telegram on TelegramSubscription {
    telegramId
    username
    firstName
    lastName
    createdAt
  }
`);

/** A member's chat-bot (Telegram) subscription as a data list, or `noneText` without one. */
export function TelegramDetails({
  telegram: data,
  noneText,
  orientation = { base: 'vertical', sm: 'horizontal' },
}: {
  telegram: FragmentType<typeof TelegramDetailsFragment> | null | undefined;
  noneText: string;
  orientation?: DataList.RootProps['orientation'];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const telegram = useFragment(TelegramDetailsFragment, data);
  if (!telegram) return <Text color="fg.muted">{noneText}</Text>;
  const name = [telegram.firstName, telegram.lastName].filter(Boolean).join(' ');
  const rows: [string, string | null | undefined][] = [
    ['telegram.id', telegram.telegramId],
    ['telegram.username', telegram.username && `@${telegram.username}`],
    ['telegram.name', name],
    ['telegram.since', telegram.createdAt && formatDateTime(telegram.createdAt, lang)],
  ];
  return (
    <DataList.Root orientation={orientation} gap="3">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}
