import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

/** Spec §6's top-level entries. */
const TOP_LEVEL = ['DAWUM-Umfragen', 'Blogs', 'Dienste', 'Gaming', 'Admin CP', 'Profil'] as const;

async function menuEntries(page: Page) {
  // The navbar is there once the user menu is; the main navigation is left out when it would be empty.
  await expect(page.getByRole('button', { name: 'Benutzermenü' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  if (!(await nav.count())) return [];
  // The entries are a chunk of their own, shown together once it has loaded (one Suspense boundary). Waiting for
  // the network to be idle did not wait for it: that state had been reached on the login page already.
  await expect(nav.getByRole('link').or(nav.getByRole('button')).first()).toBeVisible();
  const visible: string[] = [];
  for (const name of TOP_LEVEL) {
    if (
      await nav
        .getByRole('link', { name, exact: true })
        .or(nav.getByRole('button', { name, exact: true }))
        .count()
    )
      visible.push(name);
  }
  return visible;
}

test('an admin sees the Admin CP but not the profile link, and downloads and notifications', async ({
  page,
}) => {
  await loginAs(page, 'admin@example.com');
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs', 'Dienste', 'Gaming', 'Admin CP']);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Blogs', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Meine Hunde und ich' })).toHaveAttribute(
    'href',
    '/b/my-dogs-and-me/p',
  );
  await expect(page.getByRole('menuitem', { name: 'IT-Kram' })).toHaveAttribute('href', '/b/it-stuff/p');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tile-admin-cp')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Downloads' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen' })).toBeVisible();
});

test('a super admin passes every role check', async ({ page }) => {
  await loginAs(page, 'superadmin@example.com');
  expect(await menuEntries(page)).toEqual([
    'DAWUM-Umfragen',
    'Blogs',
    'Dienste',
    'Gaming',
    'Admin CP',
    'Profil',
  ]);
});

test('a plain member sees the polls, the blogs and the profile link', async ({ page }) => {
  await loginAs(page, 'user@example.com');
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs', 'Profil']);
  await expect(page.getByTestId('tile-profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Downloads' })).toBeVisible();
});

test('iptv@example.com sees the services menu with IPTV in it', async ({ page }) => {
  await loginAs(page, 'iptv@example.com');
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs', 'Dienste']);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Dienste', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'IPTV' })).toBeVisible();
});

test('timetracking@example.com sees the services menu with time tracking in it', async ({ page }) => {
  await loginAs(page, 'timetracking@example.com');
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs', 'Dienste']);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Dienste', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Zeiterfassung' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'IPTV' })).toHaveCount(0);
});

test('toxicidiot@example.com sees the gaming menu with LS22 in it', async ({ page }) => {
  await loginAs(page, 'toxicidiot@example.com');
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs', 'Gaming']);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('button', { name: 'Gaming', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'LS22' })).toHaveAttribute('href', '/games/ls22/overview');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tile-ls22')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Benachrichtigungen' })).toBeVisible();
});

test('a guest sees the polls and the blogs, as menu entries and home tiles, downloads and notifications', async ({
  page,
}) => {
  await loginAs(page, 'guest@example.com');
  await expect(page.getByRole('button', { name: 'Benachrichtigungen' })).toBeVisible();
  expect(await menuEntries(page)).toEqual(['DAWUM-Umfragen', 'Blogs']);
  await expect(page.getByTestId('tile-blog-it-stuff')).toBeVisible();
  await page.getByTestId('tile-dawum').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aktuelle Umfragen' })).toBeVisible();
});

test('switching the language changes texts, title and date formats, and is remembered', async ({ page }) => {
  await loginAs(page, 'user@example.com');
  await page.goto('/my/profile');
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
  await expect(page).toHaveTitle('Portal | Mein Profil');
  const since = page.getByText(/^\d{2}\.\d{2}\.\d{4}$/).first();
  await expect(since).toBeVisible();
  const [day, month, year] = (await since.innerText()).split('.');

  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page).toHaveTitle('Portal | My profile');
  await expect(page.getByText(`${day}/${month}/${year}`).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Mein Profil' })).toBeVisible();
});

test('server messages follow the chosen language', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByLabel('Email').fill('toxicidiot@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shell: footer version, legal notice, cookie notice remembered, not-found page', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByText('Version 2.3.0')).toBeVisible();
    const cookie = page.getByRole('region', { name: 'Hinweis zu Cookies' });
    await expect(cookie).toBeVisible();
    await cookie.getByRole('button', { name: 'Verstanden' }).click();
    await expect(cookie).toBeHidden();
    await page.reload();
    await expect(page.getByText('Version 2.3.0')).toBeVisible();
    await expect(cookie).toBeHidden();

    await loginAs(page, 'admin@example.com');
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Diese Seite gibt es nicht' })).toBeVisible();
    await expect(page).toHaveTitle('Portal | Seite nicht gefunden');
  });
});

test('a guest on the login page downloads no member-only code', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.some((path) => /^\/assets\/LoginScreen-.*\.js$/.test(path))).toBe(true);
  // the realtime client, the member menus and the navbar widgets come with the first member screen
  expect(
    loaded.filter((path) => /\/(realtime|MemberNav|UserMenu|DownloadsInbox|NotificationsBell)-/.test(path)),
  ).toEqual([]);
});
