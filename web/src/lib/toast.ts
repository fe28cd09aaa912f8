import { createToaster } from '@chakra-ui/react';
import { isIgnoredMessage } from './errors';

/** Spec §9: toast durations. */
export const TOAST_DURATION_MS = 5_000;
export const SHORT_TOAST_DURATION_MS = 3_000;

/** Server error messages: bottom-right (spec §8). */
export const errorToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });
/** Success messages: bottom (spec §8). */
export const messageToaster = createToaster({ placement: 'bottom', pauseOnPageIdle: true, max: 5 });

/** Shows a server error message for 5 s unless it is on the ignore list. */
export function notifyError(message: string, title?: string): void {
  if (!message || isIgnoredMessage(message)) return;
  errorToaster.create({
    id: `error:${message}`,
    type: 'error',
    title,
    description: message,
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}

/** Shows a success message at the bottom (5 s by default; copy-to-clipboard uses 3 s). */
export function notifySuccess(message: string, duration: number = TOAST_DURATION_MS): void {
  if (!message) return;
  messageToaster.create({ type: 'success', description: message, duration, closable: true });
}
