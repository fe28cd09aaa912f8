import { useLanguage } from '../../i18n';
import { DecimalText } from '../../components/DecimalText';
import { formatMoney } from './money';

/**
 * An amount from its exact decimal string in the language's currency; `signed` colours income green and expenses
 * red (the sign says it without the colour). The exact value the game wrote is the title. A missing one is a dash.
 */
export function Money({ value, signed = false }: { value: string | null | undefined; signed?: boolean }) {
  const text = formatMoney(value, useLanguage());
  return <DecimalText value={value} text={text} signed={signed} title={value ?? undefined} />;
}
