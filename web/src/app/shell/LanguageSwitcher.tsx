import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../../i18n';

/**
 * de/en toggle. Each button's name starts with what it shows and then names the language in that language
 * ("DE – Deutsch"): speech input users say what they see (WCAG 2.5.3), screen readers hear the language.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => {
        const shown = lang.toUpperCase();
        return (
          <Button
            key={lang}
            size="xs"
            variant={active === lang ? 'solid' : 'outline'}
            colorPalette={active === lang ? 'teal' : 'gray'}
            aria-pressed={active === lang}
            aria-label={`${shown} – ${t(`language.${lang}`, { lng: lang })}`}
            lang={lang}
            onClick={() => void setLanguage(lang)}
            minW="9"
          >
            {shown}
          </Button>
        );
      })}
    </Group>
  );
}
