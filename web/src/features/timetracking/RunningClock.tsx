import { Button, HStack, Text } from '@chakra-ui/react';
import { formatDuration } from '@portal/contract/duration';
import { Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whole seconds since `start`, re-rendering on each new second (timed to the second's boundary, so every device
 * showing the same record turns over at the same moment); null without a start.
 */
export function useElapsedSeconds(start: string | null | undefined): number | null {
  const startMs = start ? Date.parse(start) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(startMs)) return undefined;
    let timer: number;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = window.setTimeout(tick, 1000 - ((current - startMs) % 1000));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [startMs]);
  if (Number.isNaN(startMs)) return null;
  return Math.max(0, Math.floor((now - startMs) / 1000));
}

/** The running clock: the time since the running record's start, and the button that starts or stops it. */
export function RunningClock({
  start,
  onStart,
  onStop,
  busy = false,
}: {
  /** The running record's start; null while nothing runs. */
  start: string | null;
  onStart: () => void;
  onStop: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const elapsed = useElapsedSeconds(start);
  const running = elapsed !== null;
  return (
    <HStack gap="2">
      <Text
        role="timer"
        aria-label={t('timetracking:clock.label')}
        fontFamily="mono"
        fontVariantNumeric="tabular-nums"
        fontWeight="semibold"
        textStyle="lg"
        color={running ? 'teal.fg' : 'fg.muted'}
      >
        {formatDuration(elapsed ?? 0)}
      </Text>
      {running ? (
        <Button size="sm" colorPalette="red" variant="subtle" loading={busy} onClick={onStop}>
          <Square />
          {t('timetracking:clock.stop')}
        </Button>
      ) : (
        <Button size="sm" colorPalette="teal" loading={busy} onClick={onStart}>
          <Play />
          {t('timetracking:clock.start')}
        </Button>
      )}
    </HStack>
  );
}
