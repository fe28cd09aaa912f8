import { afterEach, describe, expect, it } from 'vitest';
import { errorToaster, messageToaster, notifyError } from './toast';

describe('toasts', () => {
  afterEach(() => errorToaster.remove());

  it('replaces a toast with the same key instead of stacking one more', () => {
    notifyError('Try again in 59 seconds.', undefined, 'TOO_MANY_REQUESTS');
    notifyError('Try again in 58 seconds.', undefined, 'TOO_MANY_REQUESTS');
    expect(errorToaster.getVisibleToasts()).toHaveLength(1);
    expect(errorToaster.getVisibleToasts()[0]?.description).toBe('Try again in 58 seconds.');
    notifyError('Forbidden.');
    expect(errorToaster.getVisibleToasts()).toHaveLength(2);
  });

  it('puts success messages at the bottom, clear of the end-aligned buttons that cause them', () => {
    expect(messageToaster.attrs.placement).toBe('bottom-start');
    expect(errorToaster.attrs.placement).toBe('bottom-end');
  });
});
