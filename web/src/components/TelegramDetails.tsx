import { Grid, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
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

/**
 * A member's chat-bot (Telegram) subscription as a label/value list — labels in one column, values left-aligned in
 * the next, one row each, at every width — or `noneText` without one.
 */
export function TelegramDetails({
  telegram: data,
  noneText,
}: {
  telegram: FragmentType<typeof TelegramDetailsFragment> | null | undefined;
  noneText: string;
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
    <Grid as="dl" templateColumns="max-content minmax(0, 1fr)" columnGap="4" rowGap="2" textStyle="sm">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted">
              {t(label)}
            </Text>
            <Text as="dd" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
              {value}
            </Text>
          </Fragment>
        ))}
    </Grid>
  );
}
