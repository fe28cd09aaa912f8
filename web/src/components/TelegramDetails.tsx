import { DataList, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n';
import { formatDateTime } from '../lib/format';

export interface TelegramSubscriptionView {
  telegramId: string;
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  createdAt?: string | null;
}

/** A member's chat-bot (Telegram) subscription as a data list, or `noneText` without one. */
export function TelegramDetails({
  telegram,
  noneText,
  orientation = { base: 'vertical', sm: 'horizontal' },
}: {
  telegram: TelegramSubscriptionView | null | undefined;
  noneText: string;
  orientation?: DataList.RootProps['orientation'];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!telegram) return <Text color="fg.muted">{noneText}</Text>;
  const name = [telegram.firstName, telegram.lastName].filter(Boolean).join(' ');
  const rows: [string, string | null | undefined][] = [
    ['profile.telegramId', telegram.telegramId],
    ['profile.telegramUsername', telegram.username && `@${telegram.username}`],
    ['profile.telegramName', name],
    ['profile.telegramSince', telegram.createdAt && formatDateTime(telegram.createdAt, lang)],
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
