import { afterEach, describe, expect, it } from 'vitest';
import { errorToaster, messageToaster, notifyError, notifySuccess } from './toast';

describe('toasts', () => {
  afterEach(() => {
    errorToaster.remove();
    messageToaster.remove();
  });

  it('replaces a toast with the same key instead of stacking one more', () => {
    notifyError('Try again in 59 seconds.', undefined, 'TOO_MANY_REQUESTS');
    notifyError('Try again in 58 seconds.', undefined, 'TOO_MANY_REQUESTS');
    expect(errorToaster.getVisibleToasts()).toHaveLength(1);
    expect(errorToaster.getVisibleToasts()[0]?.description).toBe('Try again in 58 seconds.');
    notifyError('Forbidden.');
    expect(errorToaster.getVisibleToasts()).toHaveLength(2);
  });

  it('shows one success message at a time, the latest, so quick actions stack no toasts over the page', () => {
    notifySuccess('Gespeichert.');
    notifySuccess('Gelöscht.');
    notifySuccess('Wieder gespeichert.');
    expect(messageToaster.getVisibleToasts().map((toast) => toast.description)).toEqual([
      'Wieder gespeichert.',
    ]);
  });

  it('puts success messages at the bottom, clear of the end-aligned buttons that cause them', () => {
    expect(messageToaster.attrs.placement).toBe('bottom-start');
    expect(errorToaster.attrs.placement).toBe('bottom-end');
  });
});
