import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../../i18n';

/** de/en toggle; each button is named in its own language ("Deutsch", "English"). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? currentLanguage();
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((lang) => (
        <Button
          key={lang}
          size="xs"
          variant={active === lang ? 'solid' : 'outline'}
          colorPalette={active === lang ? 'teal' : 'gray'}
          aria-pressed={active === lang}
          aria-label={t(`language.${lang}`, { lng: lang })}
          lang={lang}
          onClick={() => void setLanguage(lang)}
          minW="9"
        >
          {lang.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
