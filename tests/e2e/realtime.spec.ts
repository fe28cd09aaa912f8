import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import fs from 'node:fs';
import { COOKIE_NOTICE_DISMISSED, freshMember, loginAs } from './support';

const PASSWORD = 'member-secret-1';
const backend = () => `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables = {},
  token?: string,
): Promise<T> {
  const res = await request.post('/graphql', {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    data: { query, variables },
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

async function tokenOf(request: APIRequestContext, email: string, password = 'portal-demo') {
  const data = await graphql<{ login: { token: string; user: { id: string } } }>(
    request,
    'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token user { id } } }',
    { e: email, p: password },
  );
  return { token: data.login.token, id: data.login.user.id };
}

async function memberPage(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'de-DE', storageState: COOKIE_NOTICE_DISMISSED });
  const page = await context.newPage();
  await loginAs(page, email, PASSWORD);
  return page;
}

test('an export notifies only its owner; the download works and counts; delete removes it live', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await freshMember(request, 'owner', ['USER'], PASSWORD);
  const other = await freshMember(request, 'other', ['USER'], PASSWORD);
  const page = await memberPage(browser, owner.email);
  const otherPage = await memberPage(browser, other.email);

  await page.goto('/my/profile');
  await page.getByRole('button', { name: 'Meine Daten exportieren' }).click();
  await expect(page.getByText('Der Export wird vorbereitet – Sie werden benachrichtigt.')).toBeVisible();

  // Toast, bell and badge for the owner, through backend → Pusher → gateway relay → graphql-ws.
  const filename = /portal-export-\d{4}-\d{2}-\d{2}\.json/;
  await expect(page.getByText(/^Neue Datei bereit: portal-export-/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen, 1 Eintrag' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Downloads, 1 ungesehen' })).toBeVisible();

  // Nothing for the other member.
  await expect(otherPage.getByRole('button', { name: 'Downloads', exact: true })).toBeVisible();
  await expect(otherPage.getByRole('button', { name: 'Benachrichtigungen', exact: true })).toBeVisible();
  await expect(otherPage.getByText(/Neue Datei bereit/)).toHaveCount(0);

  // The bell's entry opens the inbox; hovering the unseen file marks it seen.
  await page.getByRole('button', { name: 'Benachrichtigungen, 1 Eintrag' }).click();
  await page.getByRole('button', { name: /^Neue Datei bereit: / }).click();
  const inbox = page.getByRole('dialog', { name: 'Meine Downloads' });
  await expect(inbox).toBeVisible();
  const row = inbox.getByRole('listitem').filter({ hasText: filename });
  await expect(row).toHaveAttribute('data-unseen', 'true');
  await row.hover();
  await expect(row).not.toHaveAttribute('data-unseen', 'true');
  await expect(page.getByRole('button', { name: 'Downloads', exact: true, includeHidden: true })).toHaveCount(
    1,
  );

  // Download: the export holds the member's data; the count goes up.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: / herunterladen$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(filename);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(JSON.stringify(exported)).toContain(owner.email);
  await expect(row).toContainText('1 Mal heruntergeladen');

  // Delete with confirmation: the row goes at once.
  await row.getByRole('button', { name: / löschen$/ }).click();
  await page
    .getByRole('alertdialog', { name: 'Datei löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(page.getByText(/wurde gelöscht\./)).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: filename })).toHaveCount(0);
  await expect(inbox.getByText(/Keine Dateien vorhanden/)).toBeVisible();

  await page.context().close();
  await otherPage.context().close();
});

test("a forged subscription to another member's channel is refused", async ({ request }) => {
  const owner = await freshMember(request, 'victim', ['USER'], PASSWORD);
  const intruder = await tokenOf(request, 'admin@example.com');
  for (const channel of [`private-App.Models.User.${owner.id}`, `private-User-Downloads.${owner.id}`]) {
    const res = await request.post(`${backend()}/api/broadcasting/auth`, {
      headers: { authorization: `Bearer ${intruder.token}` },
      form: { socket_id: '1234.5678', channel_name: channel },
    });
    expect(res.status()).toBe(403);
  }
  const own = await request.post(`${backend()}/api/broadcasting/auth`, {
    headers: { authorization: `Bearer ${intruder.token}` },
    form: { socket_id: '1234.5678', channel_name: `private-App.Models.User.${intruder.id}` },
  });
  expect(own.status()).toBe(200);
  expect((await own.json()).auth).toMatch(/^portal-key:[0-9a-f]{64}$/);
});

test("an admin's role change reaches the member's menu without a reload", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const member = await freshMember(request, 'promoted', ['USER'], PASSWORD);
  const memberView = await memberPage(browser, member.email);
  const nav = memberView.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin CP' })).toHaveCount(0);

  await loginAs(page, 'superadmin@example.com');
  await page.goto(`/cp/users/${member.id}/edit#roles`);
  const roles = page.getByRole('tabpanel', { name: 'Rollen' });
  await roles.getByText('Admin', { exact: true }).click();
  await page.getByRole('button', { name: 'Rollen speichern' }).click();
  await expect(page.getByText('Die Rollen wurden gespeichert.')).toBeVisible();

  await expect(nav.getByRole('link', { name: 'Admin CP' })).toBeVisible({ timeout: 5000 });
  await memberView.context().close();
});
