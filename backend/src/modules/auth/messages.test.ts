import { describe, expect, it } from 'vitest';
import { registerMessages, t } from '../../http/messages.js';
import { messages } from './messages.js';

describe("the auth module's messages", () => {
  it('join the catalogue and fill their placeholders', () => {
    registerMessages(messages);
    expect(t('en', 'auth.throttle', { seconds: 42 })).toBe(
      'Too many login attempts. Please try again in 42 seconds.',
    );
    expect(t('de', 'auth.throttle', { seconds: 42 })).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
  });
});
