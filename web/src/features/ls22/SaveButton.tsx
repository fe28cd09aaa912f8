import { Button, type ButtonProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { downloadWithToken } from '../../lib/fileDownload';
import { notifyError } from '../../lib/toast';

/**
 * Saves a file of a `/files` route with the member's token (a plain link cannot send it), under the name the server
 * gives it (else `filename`); a failure is a toast with the server's reason, else `failed`.
 */
export function SaveButton({
  url,
  filename,
  failed,
  children,
  ...button
}: { url: string; filename: string; failed: string; children: ReactNode } & Omit<ButtonProps, 'onClick'>) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await downloadWithToken(url, filename, failed);
    } catch (failure) {
      notifyError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button loading={saving} onClick={() => void save()} {...button}>
      <Download />
      {children}
    </Button>
  );
}
