import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { signOfDecimal } from '../lib/decimal';

/**
 * A figure formatted from an exact decimal string (`text`, already in the reader's format, empty when there is no
 * value): `signed` colours gains green and losses red — the text's own sign says it without the colour. A missing
 * value is a dash.
 */
export function DecimalText({
  value,
  text,
  signed = false,
  title,
}: {
  value: string | null | undefined;
  text: string;
  signed?: boolean;
  title?: string;
}) {
  const { t } = useTranslation();
  if (!text)
    return (
      <Text as="span" color="fg.muted" title={t('decimal.none')}>
        –
      </Text>
    );
  const sign = signed ? signOfDecimal(value) : 0;
  return (
    <Text
      as="span"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      color={sign > 0 ? 'green.fg' : sign < 0 ? 'red.fg' : undefined}
      title={title}
    >
      {text}
    </Text>
  );
}
