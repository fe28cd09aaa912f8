import { Button, IconButton, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './Modal';

interface DeleteButtonProps {
  /** Runs the deletion; the dialog stays open (button loading) until it settles. */
  onDelete: () => unknown;
  /** Accessible name (and text, unless iconOnly), e.g. "Delete Ada". Default "Delete". */
  label?: string;
  iconOnly?: boolean;
  /** Ask first: true for the default question, or the dialog's title and message. */
  confirm?: boolean | { title?: ReactNode; message?: ReactNode; confirmLabel?: string };
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md';
}

/** A delete button, with an optional confirmation dialog (role alertdialog, Cancel / Delete). */
export function DeleteButton({
  onDelete,
  label,
  iconOnly = false,
  confirm = false,
  disabled,
  size = 'sm',
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = label ?? t('delete.button');
  const details = typeof confirm === 'object' ? confirm : {};

  const run = async () => {
    setBusy(true);
    try {
      await onDelete();
      setOpen(false);
    } catch {
      // the caller (or the error link) reports the failure; the dialog stays for another try
    } finally {
      setBusy(false);
    }
  };
  const onClick = () => {
    if (confirm) setOpen(true);
    else void run();
  };

  return (
    <>
      {iconOnly ? (
        <IconButton
          size={size}
          variant="ghost"
          colorPalette="red"
          aria-label={name}
          title={name}
          disabled={disabled}
          loading={busy && !confirm}
          onClick={onClick}
        >
          <Trash2 />
        </IconButton>
      ) : (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          disabled={disabled}
          loading={busy && !confirm}
          onClick={onClick}
        >
          <Trash2 />
          {name}
        </Button>
      )}
      {confirm && (
        <Modal
          open={open}
          onClose={() => !busy && setOpen(false)}
          role="alertdialog"
          size="sm"
          title={details.title ?? t('delete.title')}
          footer={
            <>
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                {t('delete.cancel')}
              </Button>
              <Button colorPalette="red" loading={busy} onClick={() => void run()}>
                {details.confirmLabel ?? t('delete.confirm')}
              </Button>
            </>
          }
        >
          <Text>{details.message ?? t('delete.message')}</Text>
        </Modal>
      )}
    </>
  );
}
