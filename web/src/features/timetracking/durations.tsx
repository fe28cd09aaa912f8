import { Box, Flex, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDuration } from '@portal/contract/duration';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { formatPercentPoints } from '../../lib/format';

/** A duration in a table cell: aligned figures, '–' for none. */
export function Duration({ seconds }: { seconds: number | null | undefined }) {
  return (
    <Text as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {seconds === null || seconds === undefined ? '–' : formatDuration(seconds)}
    </Text>
  );
}

/**
 * Time spent against a planned amount (an estimate, a budget, a target) as a bar with both figures; over plan in
 * orange. Without a plan only the time spent.
 */
export function SpentAgainst({
  spent,
  planned,
  label,
}: {
  spent: number;
  planned: number | null | undefined;
  /** The bar's accessible name. */
  label: string;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!planned) return <Text as="span">{formatDuration(spent)}</Text>;
  const share = Math.round((spent / planned) * 100);
  return (
    <Box minW="40">
      <Flex justify="space-between" gap="2" textStyle="xs" mb="1" fontVariantNumeric="tabular-nums">
        <span>
          {t('timetracking:spentOf', { spent: formatDuration(spent), planned: formatDuration(planned) })}
        </span>
        <span>{formatPercentPoints(share, lang)}</span>
      </Flex>
      <Progress.Root size="sm" value={Math.min(100, share)} colorPalette={share > 100 ? 'orange' : 'teal'}>
        {/* the track is the progressbar; unnamed, it would be called by its percentage alone */}
        <Progress.Track aria-label={label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Box>
  );
}

/** A figure with its label and an optional note (a statistics tile's content). */
export function Figure({ label, value, note }: { label: ReactNode; value: ReactNode; note?: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
        {label}
      </Text>
      <Text textStyle="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {note && (
        <Text textStyle="xs" color="fg.muted">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/** A span as a budget speaks of it, in whole hours and minutes ("3 h 20 min"), the sign left to the sentence. */
export function formatHoursMinutes(seconds: number, t: TFunction): string {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  return t('timetracking:hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
