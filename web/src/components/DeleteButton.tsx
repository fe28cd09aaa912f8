import { Button, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyRefusal } from '../lib/notifyRefusal';
import { useFieldErrors } from '../lib/useFieldErrors';
import { DisabledReason } from './DisabledReason';
import { FormErrors } from './FormErrors';
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
  /** Why deleting is impossible here (e.g. oneself): the button is inert and says so on hover and focus. */
  disabledReason?: string;
  size?: 'xs' | 'sm' | 'md';
}

/** A delete button, with an optional confirmation dialog (role alertdialog, Cancel / Delete). */
export function DeleteButton({
  onDelete,
  label,
  iconOnly = false,
  confirm = false,
  disabled,
  disabledReason,
  size = 'sm',
}: DeleteButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = label ?? t('delete.button');
  const details = typeof confirm === 'object' ? confirm : {};
  // A refusal (422, e.g. the last super admin) shows in the dialog; other errors are toasts from the error link.
  const errors = useFieldErrors([]);

  const run = async () => {
    setBusy(true);
    errors.clear();
    try {
      await onDelete();
      setOpen(false);
    } catch (error) {
      // without a dialog there is no place for an alert: the refusal becomes a toast
      if (confirm) errors.capture(error);
      else notifyRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const onClick = () => {
    errors.clear();
    if (confirm) setOpen(true);
    else void run();
  };

  return (
    <>
      <DisabledReason reason={disabledReason}>
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
      </DisabledReason>
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
          <Stack gap="3">
            <Text>{details.message ?? t('delete.message')}</Text>
            <FormErrors messages={errors.otherErrors} />
          </Stack>
        </Modal>
      )}
    </>
  );
}
