import { useLanguage } from '../../i18n';
import { DecimalText } from '../../components/DecimalText';
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
  const text = formatAmount(value, useLanguage(), form, { signed });
  return <DecimalText value={value} text={text && unit ? `${text} ${unit}` : text} signed={signed} />;
}
