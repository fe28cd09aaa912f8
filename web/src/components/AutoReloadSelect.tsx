import { Field, HStack } from '@chakra-ui/react';
import { RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from './Select';

/** Spec §2/§9: off, 1, 5, 10, 30 seconds, 1 minute; the selector defaults to 10 s. */
export const AUTO_RELOAD_INTERVALS_MS = [0, 1_000, 5_000, 10_000, 30_000, 60_000] as const;
export const DEFAULT_AUTO_RELOAD_MS = 10_000;

interface AutoReloadSelectProps {
  /** Called at the chosen interval while mounted. */
  onReload: () => void;
  /** Controlled interval in ms (0 = off); leave out to let the select keep it. */
  value?: number;
  onChange?: (ms: number) => void;
  defaultValue?: number;
}

/** A toolbar select that reloads data at an interval; the timer stops on unmount and when switched off. */
export function AutoReloadSelect({
  onReload,
  value,
  onChange,
  defaultValue = DEFAULT_AUTO_RELOAD_MS,
}: AutoReloadSelectProps) {
  const { t } = useTranslation();
  const [own, setOwn] = useState(defaultValue);
  const interval = value ?? own;
  const reload = useRef(onReload);
  useEffect(() => {
    reload.current = onReload;
  });

  useEffect(() => {
    if (!interval || interval <= 0) return undefined;
    const id = window.setInterval(() => reload.current(), interval);
    return () => window.clearInterval(id);
  }, [interval]);

  const label = (ms: number) =>
    ms === 0
      ? t('autoReload.off')
      : ms < 60_000
        ? t('autoReload.seconds', { count: ms / 1000 })
        : t('autoReload.minutes', { count: ms / 60_000 });

  return (
    <Field.Root orientation="horizontal" width="auto" gap="2">
      <Field.Label textStyle="sm" color="fg.muted" whiteSpace="nowrap">
        <HStack gap="1" as="span">
          <RefreshCw size={14} aria-hidden="true" />
          {t('autoReload.label')}
        </HStack>
      </Field.Label>
      <Select
        size="sm"
        width="36"
        value={String(interval)}
        onChange={(next) => {
          const ms = Number(next);
          if (value === undefined) setOwn(ms);
          onChange?.(ms);
        }}
        options={AUTO_RELOAD_INTERVALS_MS.map((ms) => ({ value: String(ms), label: label(ms) }))}
      />
    </Field.Root>
  );
}
