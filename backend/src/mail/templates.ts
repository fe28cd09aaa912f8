import type { Locale } from '../http/locale.js';
import { t } from '../http/messages.js';
import type { Mail } from './mailer.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function passwordResetMail(
  locale: Locale,
  to: { name: string; email: string },
  link: string,
  minutes: number,
): Mail {
  const lines = {
    greeting: t(locale, 'mail.reset.greeting', { name: to.name }),
    intro: t(locale, 'mail.reset.intro'),
    action: t(locale, 'mail.reset.action'),
    expiry: t(locale, 'mail.reset.expiry', { count: minutes }),
    outro: t(locale, 'mail.reset.outro'),
    salutation: t(locale, 'mail.reset.salutation'),
  };
  const text = [
    lines.greeting,
    '',
    lines.intro,
    '',
    `${lines.action}: ${link}`,
    '',
    lines.expiry,
    lines.outro,
    '',
    lines.salutation,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}">
<body style="font-family: sans-serif; line-height: 1.5">
<p>${escapeHtml(lines.greeting)}</p>
<p>${escapeHtml(lines.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 8px 16px; background: #2b6cb0; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(lines.action)}</a></p>
<p style="font-size: small">${escapeHtml(link)}</p>
<p>${escapeHtml(lines.expiry)}<br>${escapeHtml(lines.outro)}</p>
<p>${escapeHtml(lines.salutation)}</p>
</body>
</html>
`;
  return { to: to.email, subject: t(locale, 'mail.reset.subject'), text, html };
}
