import { Text } from '@chakra-ui/react';
import { useLanguage } from '../i18n';
import { formatNumber } from '../lib/format';

/** A count as the language groups it (12.345 / 12,345), on one line with even digits: for table cells and facts. */
export function CountText({ value }: { value: number }) {
  const lang = useLanguage();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatNumber(value, lang)}
    </Text>
  );
}
