import { Alert, Box, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CountText } from '../../components/CountText';

/** A labelled progress bar; `value` null: indeterminate (the total is not known yet). */
export function ProgressBar({ label, value, max }: { label: string; value: number | null; max: number }) {
  return (
    <Progress.Root value={value} max={max} colorPalette="teal">
      <Progress.Label textStyle="sm" mb="1">
        {label}
      </Progress.Label>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}

export interface ImportOutcome {
  /** Null: finished; else why it failed (null when no reason was given). */
  failure: { error: string | null } | null;
  /** The counts of a finished import, as label and value. */
  counts: readonly (readonly [string, number])[];
  /** What was left out (or mended), by reason already translated. */
  skipped: readonly { label: string; count: number }[];
  skippedHeading: string;
}

/** How an import ended (the M3U wizard's last step, the EPG import): the counts and what it skipped, or why it failed. */
export function ImportResult({ failure, counts, skipped, skippedHeading }: ImportOutcome) {
  const { t } = useTranslation();
  if (failure) {
    return (
      <Alert.Root status="error" borderRadius="md">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('iptv:wizard.failed')}</Alert.Title>
          <Alert.Description>{failure.error ?? t('iptv:wizard.failedUnknown')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3">
      <Alert.Root status="success" borderRadius="md">
        <Alert.Indicator />
        <Alert.Title>{t('iptv:wizard.finished')}</Alert.Title>
      </Alert.Root>
      <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="6" rowGap="1" w="fit-content">
        {counts.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt">{label}</Text>
            <Text as="dd" fontVariantNumeric="tabular-nums" textAlign="end" data-testid={`result-${label}`}>
              <CountText value={value} />
            </Text>
          </Box>
        ))}
      </Box>
      {skipped.length > 0 && (
        <Box>
          <Heading as="h3" textStyle="md" mb="1">
            {skippedHeading}
          </Heading>
          <Box as="ul" ps="5" listStyleType="disc">
            {skipped.map((entry) => (
              <li key={entry.label}>
                {entry.label}: <CountText value={entry.count} />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
}
