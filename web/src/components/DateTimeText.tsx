import { Text } from '@chakra-ui/react';
import { useLanguage } from '../i18n';
import { formatDateTime } from '../lib/format';

/** A moment as DD.MM.YYYY HH:mm:ss (spec §9), kept on one line with even digits: for table cells. */
export function DateTimeText({ value }: { value: string }) {
  const lang = useLanguage();
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {formatDateTime(value, lang)}
    </Text>
  );
}
