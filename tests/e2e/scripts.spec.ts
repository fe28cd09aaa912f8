import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeFindings, freshMember, type Lang, loginAs, SCREENSHOTS, shoot, useLanguage } from './support';

// Personal access tokens (issue 17 §2): the Scripts page under the user menu, and a token used as a script would.

// axe-core is injected as a script, which the portal's CSP refuses
test.use({ bypassCSP: true });

interface GraphQLAnswer {
  data?: { me: { email: string } | null; personalAccessTokens: { name: string }[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A script's request: the token as bearer, nothing of the browser's session. */
async function asScript(
  request: APIRequestContext,
  token: string,
  query: string,
  lang: Lang = 'de',
): Promise<GraphQLAnswer> {
  const response = await request.post('/graphql', {
    data: { query },
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return (await response.json()) as GraphQLAnswer;
}

// `me` alone answers null without a valid token; the list of tokens asks for one
const READ = '{ me { email } personalAccessTokens { name } }';

test('a guest creates a read-only token, a script uses it, and revoking it stops the script', async ({
  page,
  request,
}) => {
  test.setTimeout(SCREENSHOTS ? 120_000 : 45_000);
  const { email } = await freshMember(request, 'scripts', ['GUEST']);
  await useLanguage(page, 'de');
  await loginAs(page, email);

  // The user menu, by keyboard: it is the navbar's last control, and Scripts its first entry. It is loaded after the
  // page (network idle, reached on the login page already, would not wait for it).
  const userMenu = page.getByRole('button', { name: /Benutzermenü/ });
  await expect(userMenu).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(userMenu).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Skripte' })).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/scripts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skripte' })).toBeFocused();
  await expect(page.getByText('Noch keine Tokens')).toBeVisible();
  await expect(page.getByText(`${new URL(page.url()).origin}/graphql`, { exact: true })).toBeVisible();
  await shoot(page, 'scripts', 'empty', 'de');

  // No name: the server's message under the field.
  const name = page.getByRole('textbox', { name: /^Name/ });
  await page.getByRole('button', { name: 'Token erstellen' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.getByText(/Name.*(angegeben|ausgefüllt)/)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'scripts', 'field-error', 'de');

  // Read-only is the default; the token is shown once.
  await expect(page.getByRole('radio', { name: /Nur lesen/ })).toBeChecked();
  await name.fill('Monatsbericht');
  await page.getByRole('button', { name: 'Token erstellen' }).click();
  await expect(page.getByRole('heading', { name: 'Token „Monatsbericht“ erstellt' })).toBeFocused();
  const token = (await page.getByTestId('created-token-value').innerText()).trim();
  expect(token).toMatch(/^pat_\S{20,}$/);
  const listed = page.getByRole('region', { name: 'Ihre Tokens' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Monatsbericht');
  await expect(listed).toContainText('Nur lesen');
  await expect(listed).toContainText('nie');
  await expect(listed).toContainText('läuft nicht ab');
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'scripts', 'created', 'de');

  await page.reload();
  await expect(listed).toContainText('Monatsbericht');
  await expect(page.getByText(token)).toHaveCount(0);

  // The script reads; its mutations are refused, in the language it asks for.
  expect((await asScript(request, token, READ)).data).toEqual({
    me: { email },
    personalAccessTokens: [{ name: 'Monatsbericht' }],
  });
  const mutation = 'mutation { createPersonalAccessToken(input: { name: "more", scope: FULL }) { token } }';
  for (const [lang, message] of [
    ['de', 'Dieses Zugriffstoken darf nur lesen'],
    ['en', 'This access token is read-only'],
  ] as const) {
    const refused = await asScript(request, token, mutation, lang);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0]?.message).toContain(message);
  }

  // In English: the list as a script has used it, then revoked after asking.
  await useLanguage(page, 'en');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Scripts' })).toBeVisible();
  const item = page.getByRole('region', { name: 'Your tokens' }).getByRole('listitem');
  await expect(item).toContainText('Read only');
  await expect(item).toContainText(/Last used\s*\d{2}\/\d{2}\/\d{4}/);
  expect(await axeFindings(page)).toEqual([]);
  await shoot(page, 'scripts', 'list', 'en');
  await page.getByRole('button', { name: 'Revoke token “Monatsbericht”' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke the token?' });
  await expect(dialog).toContainText('Scripts that use “Monatsbericht” are refused from now on.');
  await shoot(page, 'scripts', 'revoke', 'en', { shown: dialog });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('The token “Monatsbericht” has been revoked.')).toBeVisible();
  await expect(page.getByText('No tokens yet')).toBeVisible();

  const after = await asScript(request, token, READ);
  expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
});
