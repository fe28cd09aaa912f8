import { HStack, Text } from '@chakra-ui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Whether the member's settings for a provider are complete: an icon and a word, never colour alone. */
export function ValidMark({ valid }: { valid: boolean }) {
  const { t } = useTranslation();
  return (
    <HStack as="span" gap="1" color={valid ? 'green.fg' : 'orange.fg'} display="inline-flex">
      {valid ? <CircleCheck size={16} aria-hidden="true" /> : <CircleAlert size={16} aria-hidden="true" />}
      <Text as="span" textStyle="sm">
        {t(valid ? 'iptv:member.valid' : 'iptv:member.invalid')}
      </Text>
    </HStack>
  );
}
