import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  freshMember,
  latestMailTo,
  login,
  loginAs,
  resetLinkFrom,
  signedTelegramPayload,
} from './support';

test('a member logs in with the right password and lands on Home', async ({ page }) => {
  await login(page, 'admin@example.com');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hallo, .+!/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Portal \| Startseite$/);
});

test('a wrong password is refused with the server message under the field', async ({ page }) => {
  await login(page, 'nobody@example.com', 'not-the-password');
  await expect(
    page.getByText('Diese Kombination aus Zugangsdaten wurde nicht in unserer Datenbank gefunden.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the sixth failed login within a minute is throttled', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('E-Mail');
  const password = page.getByLabel('Passwort');
  const submit = page.getByRole('button', { name: 'Anmelden' });
  // an address of its own: the lock-out must not reach any account another test logs in with (nor a retry of this one)
  await email.fill(`throttled-${Date.now()}@example.com`);
  for (let i = 0; i < 5; i++) {
    await password.fill(`wrong-${i}`);
    await submit.click();
    await expect(page.getByText('Diese Kombination aus Zugangsdaten')).toBeVisible();
  }
  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(
    page.getByText(/Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Sekunden erneut\./),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the guard sends a visitor to login and back to the wanted page', async ({ page }) => {
  await page.goto('/my/profile?tab=social');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fmy%2Fprofile%3Ftab%3Dsocial$/);
  await page.getByLabel('E-Mail').fill('user@example.com');
  await page.getByLabel('Passwort').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/my\/profile\?tab=social$/);
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await expect(page.getByLabel(/^E-Mail/)).toHaveValue('user@example.com');
});

test('a member without the route role is sent Home', async ({ page }) => {
  await loginAs(page, 'iptv@example.com');
  await page.goto('/my/profile');
  await expect(page).toHaveURL(/\/$/);
});

test('logout clears the session', async ({ page }) => {
  await loginAs(page, 'moderator@example.com');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login/);
  // only the device tokens stay: they keep others' failed logins from locking this browser's accounts out
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => /session|token/i.test(k))),
  ).toEqual(['portal.deviceTokens']);
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fabout$/);
});

test('a forgotten password is reset through the link in the mail', async ({ page, request }) => {
  // a member of its own: the demo accounts keep their password for the other specs
  const { email } = await freshMember(request, 'reset', ['USER']);
  await page.goto('/forgot-password');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText(/E-Mail|Link/).first()).toBeVisible();

  const link = resetLinkFrom(await latestMailTo(email));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Neues Passwort').fill('a-brand-new-secret');
  await page.getByLabel('Passwort bestätigen').fill('a-brand-new-secret');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/login/);

  await login(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Diese Kombination aus Zugangsdaten')).toBeVisible();
  await login(page, email, 'a-brand-new-secret');
  await expect(page.getByRole('heading', { name: /Hallo, .+!/ })).toBeVisible();

  // The link works once only.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Neues Passwort').fill('yet-another-secret');
  await page.getByLabel('Passwort bestätigen').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText(/ungültig/)).toBeVisible();
});

test('the chat-bot login accepts a payload signed with the bot token', async ({ page }) => {
  const payload = signedTelegramPayload({
    id: 100000001,
    first_name: 'Demo',
    username: 'portal_demo_user',
    auth_date: Math.floor(Date.now() / 1000),
  });
  await page.goto(`/telegram/login?${new URLSearchParams(payload)}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hallo, .+!/ })).toBeVisible();
  await page.goto('/my/profile');
  await expect(page.getByLabel(/^E-Mail/)).toHaveValue('user@example.com');
});

test('the chat-bot login refuses a forged payload', async ({ page }) => {
  const payload = signedTelegramPayload({ id: 100000001, auth_date: Math.floor(Date.now() / 1000) });
  payload.id = '100000002';
  await page.goto(`/telegram/login?${new URLSearchParams(payload)}`);
  await expect(page.getByText('Die Anmeldung per Telegram hat nicht geklappt.')).toBeVisible();
  await page.goto('/about');
  await expect(page).toHaveURL(/\/login/);
});
