import { Button, IconButton } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess, SHORT_TOAST_DURATION_MS } from '../lib/toast';

/** Writes text to the clipboard (Clipboard API, or the older copy command where that is missing). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy failed');
  } finally {
    area.remove();
  }
}

interface CopyToClipboardProps {
  /** The text that is copied (and shown in the toast). */
  value: string;
  /** Button text / accessible name; default "Copy to clipboard". */
  label?: string;
  iconOnly?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** Copies `value` and shows the copied text as a toast for 3 s (spec §8). */
export function CopyToClipboard({ value, label, iconOnly = false, size = 'sm' }: CopyToClipboardProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const name = label ?? t('clipboard.copy');

  useEffect(() => {
    if (!copied) return undefined;
    const id = window.setTimeout(() => setCopied(false), SHORT_TOAST_DURATION_MS);
    return () => window.clearTimeout(id);
  }, [copied]);

  const onClick = async () => {
    try {
      await copyText(value);
      setCopied(true);
      notifySuccess(t('clipboard.copied', { text: value }), SHORT_TOAST_DURATION_MS);
    } catch {
      notifyError(t('clipboard.failed'));
    }
  };

  const icon = copied ? <Check /> : <Copy />;
  return iconOnly ? (
    <IconButton size={size} variant="ghost" aria-label={name} title={name} onClick={() => void onClick()}>
      {icon}
    </IconButton>
  ) : (
    <Button size={size} variant="outline" onClick={() => void onClick()}>
      {icon}
      {name}
    </Button>
  );
}
