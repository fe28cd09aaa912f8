import { expect, test, type Browser, type Page } from '@playwright/test';
import { COOKIE_NOTICE_DISMISSED, login, loginAs } from './support';

const PASSWORD = 'member-secret-1';

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', storageState: COOKIE_NOTICE_DISMISSED });
  return context.newPage();
}

async function createMember(page: Page, name: string, email: string) {
  await page.goto('/cp/users/list');
  await page.getByRole('link', { name: 'Benutzer anlegen' }).click();
  await expect(page).toHaveURL(/\/cp\/users\/create$/);
  await expect(page.getByRole('link', { name: 'Benutzer anlegen' })).toHaveCount(0);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^E-Mail/).fill(email);
  await page.getByLabel(/^Passwort(?! bestätigen)/).fill(PASSWORD);
  await page.getByLabel(/^Passwort bestätigen/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByText(`${name} wurde angelegt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/cp\/users\/\d+\/edit/);
  await expect(page.getByRole('heading', { name: 'Benutzer bearbeiten' })).toBeVisible();
}

test('a super admin creates, edits, deactivates, assigns roles to and deletes a member', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-member-${Date.now()}@example.com`;
  await loginAs(page, 'superadmin@example.com');
  await createMember(page, 'E2E Mitglied', email);

  // Edit the name.
  await page.getByLabel(/^Name/).fill('E2E Mitglied Neu');
  await page.getByRole('button', { name: 'Ändern' }).click();
  await expect(page.getByText('Die Daten von E2E Mitglied Neu wurden gespeichert.')).toBeVisible();

  // Deactivate: the member can no longer log in.
  await page.getByRole('button', { name: 'Deaktivieren' }).click();
  await expect(page.getByRole('button', { name: 'Aktivieren' })).toBeVisible();
  const member = await memberPage(browser);
  await login(member, email, PASSWORD);
  await expect(member.getByText(/nicht aktiv/)).toBeVisible();
  await expect(member).toHaveURL(/\/login/);

  // Activate again and log in: a member without roles sees the polls and the blogs, no control panel.
  await page.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByRole('button', { name: 'Deaktivieren' })).toBeVisible();
  await loginAs(member, email, PASSWORD);
  const memberNav = member.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(memberNav.getByRole('button', { name: 'Blogs' })).toBeVisible();
  await expect(memberNav.getByRole('link', { name: 'Admin CP' })).toHaveCount(0);

  // Assign ADMIN: the member's menu shows the control panel at their next auth check (here: a reload).
  await page.getByRole('tab', { name: 'Rollen' }).click();
  const roles = page.getByRole('tabpanel', { name: 'Rollen' });
  await roles.getByText('Admin', { exact: true }).click();
  await expect(roles.getByRole('checkbox', { name: 'Admin', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Rollen speichern' }).click();
  await expect(page.getByText('Die Rollen wurden gespeichert.')).toBeVisible();
  await member.reload();
  await expect(
    member.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Admin CP' }),
  ).toBeVisible();

  // Delete with confirmation.
  await page.goto(`/cp/users/list?filters=${encodeURIComponent(JSON.stringify({ email }))}`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.getByRole('button', { name: 'E2E Mitglied Neu löschen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Benutzer löschen?' });
  await dialog.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('E2E Mitglied Neu wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(0);
  await member.context().close();
});

test('validation errors appear under their fields, in German and in English', async ({ page }) => {
  await loginAs(page, 'superadmin@example.com');
  await page.goto('/cp/users/create');
  await page.getByLabel(/^Name/).fill('Doppelt');
  await page.getByLabel(/^E-Mail/).fill('admin@example.com');
  await page.getByLabel(/^Passwort(?! bestätigen)/).fill('short');
  await page.getByLabel(/^Passwort bestätigen/).fill('different');
  await page.getByRole('button', { name: 'Anlegen' }).click();
  const emailField = page.getByRole('group').filter({ has: page.getByLabel(/^E-Mail/) });
  await expect(emailField.getByText(/bereits vergeben/)).toBeVisible();
  await expect(page.getByLabel(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/mindestens 8 Zeichen/).first()).toBeVisible();

  // inside the control panel the navbar's language switch is the one offered, as everywhere
  await page
    .getByRole('group', { name: 'Sprache' })
    .getByRole('button', { name: /English/ })
    .click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(/has already been taken/)).toBeVisible();
  await expect(page.getByText(/at least 8 characters/).first()).toBeVisible();
  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /Deutsch/ })
    .click();
});

test('the users list keeps filter, sort and page in the URL', async ({ page }) => {
  await loginAs(page, 'superadmin@example.com');
  await page.goto('/cp/users');
  await expect(page).toHaveURL(/\/cp\/users\/list$/);
  const table = page.getByRole('table', { name: 'Benutzerliste' });
  await expect(table.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();

  await page.getByRole('columnheader', { name: 'E-Mail' }).getByRole('button').click();
  await expect(page).toHaveURL(/orderBy=EMAIL&direction=asc/);
  await page.getByRole('columnheader', { name: 'E-Mail' }).getByRole('button').click();
  await expect(page).toHaveURL(/direction=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('user@example.com');

  await page.getByRole('searchbox', { name: 'E-Mail' }).fill('toxic');
  await expect(page).toHaveURL(/filters=/, { timeout: 5000 });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: 'toxicidiot@example.com' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'E-Mail' })).toHaveValue('toxic');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.goBack();
  await expect(table.getByRole('cell', { name: 'admin@example.com', exact: true })).toBeVisible();
});

test('a plain member has no access to the users admin: browser, GraphQL and REST', async ({
  page,
  request,
}) => {
  await loginAs(page, 'admin@example.com');
  await page.goto('/cp/users/list');
  await expect(page).toHaveURL(/\/$/);

  const token = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }',
        variables: { e: 'user@example.com', p: 'portal-demo' },
      }),
    });
    return (await res.json()).data.login.token as string;
  });
  const gql = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: '{ users { items { id email } } }' },
  });
  const body = await gql.json();
  expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(body.data).toBeNull();

  const backend = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
  const rest = await request.get(`${backend}/api/cp/user`, { headers: { authorization: `Bearer ${token}` } });
  expect(rest.status()).toBe(403);
  const restDelete = await request.delete(`${backend}/api/cp/user/1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(restDelete.status()).toBe(403);
});
