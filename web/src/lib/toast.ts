import { createToaster } from '@chakra-ui/react';
import { isIgnoredMessage } from './errors';

/** Spec §9: toast durations. */
export const TOAST_DURATION_MS = 5_000;
export const SHORT_TOAST_DURATION_MS = 3_000;

/** Server error messages: bottom-right (spec §8). */
export const errorToaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });
/**
 * Success messages: at the bottom (spec §8), but in the start corner on wide screens — the buttons that cause them
 * sit at the end of their forms, and a centred toast covered the button just pressed. On phones every bottom region
 * spans the width (Toasters), clear of the page heading.
 */
export const messageToaster = createToaster({ placement: 'bottom-start', pauseOnPageIdle: true, max: 5 });
/** Realtime notifications: top-right (spec §4). */
export const notificationToaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  // below the sticky navbar (3.5rem)
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Spec §9: notifications stay 5000 ms. */
export const NOTIFICATION_TOAST_DURATION_MS = 5_000;

/**
 * Shows a server error message for 5 s unless it is on the ignore list. A toast with the same `key` (default: the
 * message) is replaced rather than stacked.
 */
export function notifyError(message: string, title?: string, key: string = message): void {
  if (!message || isIgnoredMessage(message)) return;
  errorToaster.create({
    id: `error:${key}`,
    type: 'error',
    title,
    description: message,
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}

/**
 * Shows a success message at the bottom (5 s by default; copy-to-clipboard uses 3 s). It takes the place of the one
 * still shown: after a few quick actions one toast says how the last went, where a stack of them covered the page's
 * controls (the page-size select, the pagination).
 */
export function notifySuccess(message: string, duration: number = TOAST_DURATION_MS): void {
  if (!message) return;
  messageToaster.remove();
  messageToaster.create({ type: 'success', description: message, duration, closable: true });
}

/** Shows an arriving notification top-right for 5 s (type info), with a button for its `action` if it has one. */
export function notifyInfo(
  message: string,
  title?: string,
  action?: { label: string; onClick: () => void },
): void {
  if (!message) return;
  notificationToaster.create({
    type: 'info',
    title,
    description: message,
    action,
    duration: NOTIFICATION_TOAST_DURATION_MS,
    closable: true,
  });
}
