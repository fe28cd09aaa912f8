import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { signOfDecimal } from '../../lib/decimal';
import { formatAmount, type AmountForm } from './numbers';

/**
 * An amount from its exact decimal string, in the long (4 places) or short (2 places) form; `signed` shows gains
 * with + in green and losses with − in red (the sign says it without the colour). A missing value is a dash.
 */
export function Amount({
  value,
  form = 'long',
  signed = false,
  unit,
}: {
  value: string | null | undefined;
  form?: AmountForm;
  signed?: boolean;
  /** The coin, after the figure. */
  unit?: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const text = formatAmount(value, lang, form, { signed });
  if (!text)
    return (
      <Text as="span" color="fg.muted" title={t('crypt-track:none')}>
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
    >
      {text}
      {unit ? ` ${unit}` : ''}
    </Text>
  );
}
