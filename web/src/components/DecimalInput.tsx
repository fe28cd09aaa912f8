import { Input, Text } from '@chakra-ui/react';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n';
import { fixDecimals, formatDecimal, parseDecimal } from '../lib/decimal';

interface DecimalInputProps {
  /** The decimal string with a dot ('1234.50'); '' for empty. */
  value: string;
  /** Called with the canonical decimal string ('1234.50', fixed to `decimals` places) or '' when emptied. */
  onChange: (value: string) => void;
  /** Places after the decimal mark (spec §5: 2 by default). */
  decimals?: number;
  allowNegative?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A number field for amounts: typed in the language's format (de 1.234,56 — en 1,234.56), shown formatted
 * when left, and handed out as a decimal string (never a float). Invalid text stays in the field, marked
 * invalid, and is not emitted.
 */
export function DecimalInput({
  value,
  onChange,
  decimals = 2,
  allowNegative = true,
  id,
  name,
  placeholder,
  disabled,
  size = 'md',
  ...rest
}: DecimalInputProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState(() => formatDecimal(value, lang, decimals));
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState({ value, lang });
  // A new value from outside (or a new language) while the member is not typing: show it formatted.
  if (!focused && (shown.value !== value || shown.lang !== lang)) {
    setShown({ value, lang });
    setText(formatDecimal(value, lang, decimals));
  }
  const parsed = parseDecimal(text, lang, decimals, allowNegative);
  const errorId = id ? `${id}-decimal-error` : undefined;

  const onBlur = (_event: FocusEvent<HTMLInputElement>) => {
    setFocused(false);
    if (parsed.ok)
      setText(formatDecimal(parsed.value === '' ? '' : fixDecimals(parsed.value, decimals), lang, decimals));
  };

  return (
    <>
      <Input
        id={id}
        name={name}
        size={size}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={placeholder ?? formatDecimal('0', lang, decimals)}
        disabled={disabled}
        aria-label={rest['aria-label']}
        aria-invalid={!parsed.ok || undefined}
        aria-describedby={!parsed.ok ? errorId : undefined}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const result = parseDecimal(next, lang, decimals, allowNegative);
          if (result.ok) {
            const canonical = result.value === '' ? '' : fixDecimals(result.value, decimals);
            setShown({ value: canonical, lang });
            if (canonical !== value) onChange(canonical);
          }
        }}
      />
      {!parsed.ok && (
        <Text id={errorId} textStyle="xs" color="fg.error" mt="1" role="alert">
          {t(`decimal.${parsed.reason}`, { decimals })}
        </Text>
      )}
    </>
  );
}
