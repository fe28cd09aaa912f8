import { expect, test, type Page } from '@playwright/test';
import { login, loginAs } from './support';

// What members saw (issue 9, items 14–20): form-level messages, the guard saying why, the Telegram card's layout,
// server messages that follow a language switch, impossible actions that say why.

/** The toasts on screen (every toast region). */
const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

test('a wrong password is one alert above the form, not under the e-mail, and gets the focus', async ({
  page,
}) => {
  await login(page, 'nobody@example.com', 'not-the-password');
  const alert = page.getByRole('alert').filter({ hasText: 'Diese Kombination aus Zugangsdaten' });
  await expect(alert).toBeVisible();
  await expect(alert).toBeFocused();
  await expect(page.getByText('Diese Kombination aus Zugangsdaten')).toHaveCount(1);
  await expect(page.getByLabel(/^E-Mail/)).not.toHaveAttribute('aria-invalid', 'true');
});

test('a throttled login shows one message, however often the member retries', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel(/^E-Mail/).fill('throttle-ux@example.com');
  const submit = page.getByRole('button', { name: 'Anmelden' });
  for (let i = 0; i < 8; i++) {
    await page.getByLabel(/^Passwort/).fill(`wrong-${i}`);
    await submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('alert')).toHaveText(/Zu viele Anmeldeversuche/);
  await expect(page.getByText(/Zu viele Anmeldeversuche/)).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(0);
});

test('a bad reset link says so above the form and offers a new link for the same e-mail', async ({
  page,
}) => {
  await page.goto('/reset-password?token=not-a-token&email=user%40example.com');
  await page.getByLabel(/^Neues Passwort/).fill('long-enough-1');
  await page.getByLabel(/^Passwort bestätigen/).fill('long-enough-1');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Der Passwort-Wiederherstellungs-Schlüssel ist ungültig oder abgelaufen.',
  );
  await expect(page.getByLabel(/^E-Mail/)).not.toHaveAttribute('aria-invalid', 'true');
  await alert.getByRole('link', { name: 'Neuen Link anfordern' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?email=user%40example\.com$/);
  await expect(page.getByLabel(/^E-Mail/)).toHaveValue('user@example.com');
});

test('a logged-in member opening Login goes on instead of seeing the form again', async ({ page }) => {
  await loginAs(page, 'user@example.com');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/login?redirectUrl=${encodeURIComponent('/my/profile')}`);
  await expect(page).toHaveURL(/\/my\/profile$/);
  await expect(page.getByLabel(/^Passwort$/)).toHaveCount(0);
});

test('a route the member may not use sends Home with a toast saying why', async ({ page }) => {
  await loginAs(page, 'guest@example.com');
  await page.goto('/cp');
  await expect(page).toHaveURL(/\/$/);
  await expect(
    toasts(page).filter({ hasText: 'Diese Seite ist für Ihre Rollen nicht freigegeben.' }),
  ).toBeVisible();
});

test('an ended session returns Home and says that it expired', async ({ page }) => {
  await loginAs(page, 'moderator@example.com');
  // the token dies on the server (as an idle time-out would); the next auth check notices
  await page.evaluate(() => localStorage.setItem('portal.token', btoa(JSON.stringify('revoked-token'))));
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(toasts(page).filter({ hasText: 'Ihre Sitzung ist abgelaufen.' })).toBeVisible();
});

test('the profile’s Telegram card is a clean label/value list at desktop width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, 'user@example.com');
  await page.goto('/my/profile');
  const card = page.locator('dl').filter({ hasText: 'Telegram-ID' });
  await expect(card).toBeVisible();
  const boxes = async (selector: string) =>
    Promise.all((await card.locator(selector).all()).map(async (el) => (await el.boundingBox())!));
  const labels = await boxes('dt');
  const values = await boxes('dd');
  expect(labels.length).toBeGreaterThanOrEqual(3);
  expect(values).toHaveLength(labels.length);
  for (let i = 0; i < labels.length; i++) {
    // each value on its label's line, to its right; all labels in one column, all values in the next
    expect(Math.abs(values[i]!.y - labels[i]!.y)).toBeLessThanOrEqual(2);
    expect(values[i]!.x).toBeGreaterThan(labels[i]!.x + labels[i]!.width - 1);
    expect(Math.abs(labels[i]!.x - labels[0]!.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(values[i]!.x - values[0]!.x)).toBeLessThanOrEqual(1);
  }
});

test('server field errors follow a language switch', async ({ page }) => {
  await loginAs(page, 'user@example.com');
  await page.goto('/my/profile');
  await page.getByLabel(/^Name/).fill('');
  await page.getByRole('button', { name: 'Profil speichern' }).click();
  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  const german = await page.locator('[data-part="error-text"]').first().textContent();
  await page.getByRole('button', { name: /^EN\b|^English$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.locator('[data-part="error-text"]').first()).not.toHaveText(german!);
  await expect(page.locator('[data-part="error-text"]').first()).toHaveText(/name/i);
});

test('a super admin cannot delete or deactivate themselves, and is told why by keyboard', async ({
  page,
}) => {
  await loginAs(page, 'superadmin@example.com');
  await page.goto('/cp/users/list');
  const own = page.getByRole('row').filter({ hasText: 'superadmin@example.com' });
  const remove = own.getByRole('button', { name: /löschen$/ });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  // the tooltip is for the eyes (screen readers get the reason as the button's description)
  await expect(page.locator('[role="tooltip"]')).toHaveText('Sie können sich nicht selbst löschen.');
  await expect(remove).toHaveAccessibleDescription('Sie können sich nicht selbst löschen.');
  await remove.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await own.getByRole('link').first().click();
  const deactivate = page.getByRole('button', { name: 'Deaktivieren' });
  await expect(deactivate).toHaveAttribute('aria-disabled', 'true');
  await expect(deactivate).toHaveAccessibleDescription('Sie können sich nicht selbst deaktivieren.');
});

test('page titles name the page', async ({ page }) => {
  await loginAs(page, 'superadmin@example.com');
  await page.goto('/cp/users/list');
  await expect(page).toHaveTitle('Portal | Admin CP · Benutzer · Benutzerliste');
  await expect(page.getByText('stehen in der Adresse')).toHaveCount(0);
});
