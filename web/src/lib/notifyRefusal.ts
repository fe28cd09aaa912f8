import { currentLanguage } from '../i18n';
import { mapFieldErrors, validationErrorsOf } from './errors';
import { notifyError } from './toast';

/**
 * A refusal (422, BAD_USER_INPUT) of an action that has no form to show it in, as toasts in the member's language.
 * Other errors are already toasts from the error link. Answers whether it was a refusal.
 */
export function notifyRefusal(error: unknown): boolean {
  const validation = validationErrorsOf(error, currentLanguage());
  if (!validation) return false;
  mapFieldErrors(validation, []).other.forEach((message) => notifyError(message));
  return true;
}
