import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import type { CreatedToken } from './CreateTokenForm';
import { Snippet } from './Snippet';

/**
 * The new token, this once: the server keeps only its hash, so it is never shown again (not after a reload, not in
 * the list). It takes the focus, so that a screen reader reads the warning before anything else.
 */
export function CreatedTokenPanel({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" data-testid="created-token">
      <Heading as="h2" size="md" id={headingId} ref={heading} tabIndex={-1} overflowWrap="anywhere">
        {t('scripts:created.title', { name: created.personalAccessToken.name })}
      </Heading>
      <Alert.Root status="warning" borderRadius="md">
        <Alert.Indicator />
        <Alert.Description>{t('scripts:created.warning')}</Alert.Description>
      </Alert.Root>
      <Stack gap="1.5">
        <Text textStyle="sm" fontWeight="medium">
          {t('scripts:created.label')}
        </Text>
        <Box data-testid="created-token-value">
          <Snippet size="sm">{created.token}</Snippet>
        </Box>
      </Stack>
      <HStack gap="2" wrap="wrap">
        <CopyToClipboard value={created.token} label={t('scripts:created.copy')} />
        <Button size="sm" variant="ghost" onClick={onDone}>
          <Check />
          {t('scripts:created.done')}
        </Button>
      </HStack>
    </Stack>
  );
}
