import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../components/CopyToClipboard';
import { Snippet } from './Snippet';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** How a script uses a token: this portal's endpoint, the header, a first request, the limits, where the docs are. */
export function Usage() {
  const { t } = useTranslation();
  const endpoint = `${window.location.origin}/graphql`;
  const example = [
    `curl -s ${endpoint} \\`,
    `  -H 'Authorization: Bearer pat_…' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"query":"{ me { name email } }"}'`,
  ].join('\n');
  return (
    <Stack gap="4">
      <Labelled label={t('scripts:usage.endpoint')}>
        <HStack gap="1" align="center">
          <Snippet>{endpoint}</Snippet>
          <CopyToClipboard value={endpoint} label={t('scripts:usage.copyEndpoint')} iconOnly />
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {t('scripts:usage.endpointHelp')}
        </Text>
      </Labelled>
      <Labelled label={t('scripts:usage.header')}>
        <Snippet>Authorization: Bearer pat_…</Snippet>
      </Labelled>
      <Labelled label={t('scripts:usage.example')}>
        <Snippet>{example}</Snippet>
      </Labelled>
      <Stack as="ul" gap="2" ps="5" listStyleType="disc" textStyle="sm">
        <Box as="li">{t('scripts:usage.readOnly')}</Box>
        <Box as="li">{t('scripts:usage.limit')}</Box>
        <Box as="li">{t('scripts:usage.docs')}</Box>
      </Stack>
    </Stack>
  );
}
