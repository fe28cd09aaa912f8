import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n from '../../i18n';
import { closeDownloadsInbox, onDownloadsChanged, useDownloadsInboxOpen } from '../../lib/downloadsInbox';
import { clearSession, decode, encode, saveSession } from '../../lib/session';
import { notificationToaster } from '../../lib/toast';
import { mockRealtimeClient, renderRoutes } from '../../test/render';
import { NotificationsBell } from './NotificationsBell';
import { notificationsKey, type StoredNotification } from './store';

const created = new Date(2026, 10, 21, 7, 5, 9).toISOString();
/** An entry as the bell stored it before notifications had a type per kind. */
const stored = (id: string, filename: string, type = 'broadcast.notification.download') => ({
  id,
  type,
  download: { id: `d${id}`, filename },
  createdAt: created,
});

function InboxProbe() {
  return <output aria-label="inbox">{useDownloadsInboxOpen() ? 'open' : 'closed'}</output>;
}

function setup() {
  const { client, hub } = mockRealtimeClient([]);
  const { router } = renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NotificationsBell />
            <InboxProbe />
            <Toasters />
          </>
        ),
      },
    ],
    { client },
  );
  return { hub, router };
}

const storedList = () => decode<StoredNotification[]>(localStorage.getItem(notificationsKey('3'))) ?? [];
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('notifications bell', () => {
  beforeEach(async () => {
    clearSession();
    saveSession('tok-1', { id: '3', name: 'Uma User', email: 'uma@example.com' }, ['USER']);
    await i18n.changeLanguage('de');
  });
  afterEach(() => {
    notificationToaster.remove();
    closeDownloadsInbox();
    vi.restoreAllMocks();
  });

  it('appends an arrival, keeps it in the browser and shows it as a 5 s info toast top-right', async () => {
    const toast = vi.spyOn(notificationToaster, 'create');
    const { hub } = setup();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
    await waitFor(() => expect(hub.count('NotificationReceived')).toBe(1));
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'DownloadReadyNotification',
        id: 'n1',
        type: 'broadcast.notification.download',
        download: { __typename: 'NotificationDownload', id: '12', filename: 'export-12.json' },
        createdAt: created,
      },
    });
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 Eintrag' })).toBeInTheDocument();
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('1');
    expect(await screen.findByText('Neue Datei bereit: export-12.json')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'info',
        duration: 5000,
        description: 'Neue Datei bereit: export-12.json',
      }),
    );
    expect(notificationToaster.attrs.placement).toBe('top-end');
    expect(storedList()).toEqual([
      {
        __typename: 'DownloadReadyNotification',
        id: 'n1',
        type: 'broadcast.notification.download',
        download: { __typename: 'NotificationDownload', id: '12', filename: 'export-12.json' },
        createdAt: created,
      },
    ]);

    // the same notification again (e.g. redelivered) is not added twice
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'DownloadReadyNotification',
        id: 'n1',
        type: 'broadcast.notification.download',
        download: { __typename: 'NotificationDownload', id: '12', filename: 'export-12.json' },
        createdAt: created,
      },
    });
    expect(storedList()).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('says which file expired and was removed, as plain text with nothing to open', async () => {
    const announced = vi.fn();
    const stop = onDownloadsChanged(announced);
    const { hub } = setup();
    await waitFor(() => expect(hub.count('NotificationReceived')).toBe(1));
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'DownloadRemovedNotification',
        id: 'n2',
        type: 'broadcast.notification.download-removed',
        download: { __typename: 'NotificationDownload', id: '12', filename: 'export-12.json' },
        createdAt: created,
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 1 Eintrag' }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const list = within(popover).getByRole('list', { name: 'Benachrichtigungen' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'Datei abgelaufen und entfernt: export-12.json',
    );
    expect(
      within(list).queryByRole('button', { name: 'Datei abgelaufen und entfernt: export-12.json' }),
    ).toBeNull();
    // the downloads inbox is told to ask again
    expect(announced).toHaveBeenCalledTimes(1);
    stop();
  });

  it('restores the stored list on load, labels unknown types, opens the downloads from an entry', async () => {
    localStorage.setItem(
      notificationsKey('3'),
      encode([stored('a', 'first.json'), stored('b', 'x', 'something.else'), stored('c', 'third.json')]),
    );
    setup();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Benachrichtigungen, 3 Einträge' }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const items = within(within(popover).getByRole('list', { name: 'Benachrichtigungen' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Neue Datei bereit: third.json21.11.2026 07:05:09',
      'Unbekannter Typ21.11.2026 07:05:09',
      'Neue Datei bereit: first.json21.11.2026 07:05:09',
    ]);
    await u.click(within(popover).getByRole('button', { name: 'Neue Datei bereit: third.json' }));
    expect(screen.getByRole('status', { name: 'inbox', hidden: true })).toHaveTextContent('open');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Benachrichtigungen' })).toBeNull());
  });

  it('removes one entry, then all, in English too', async () => {
    localStorage.setItem(
      notificationsKey('3'),
      encode([stored('a', 'first.json'), stored('b', 'x', 'other'), stored('c', 'third.json')]),
    );
    await i18n.changeLanguage('en');
    setup();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Notifications, 3 entries' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByText('unknown type')).toBeInTheDocument();
    await u.click(
      within(popover).getByRole('button', { name: 'Remove notification: New file ready: first.json' }),
    );
    await waitFor(() => expect(within(popover).queryByText('New file ready: first.json')).toBeNull());
    expect(storedList().map((n) => n.id)).toEqual(['b', 'c']);
    expect(
      screen.getByRole('button', { name: 'Notifications, 2 entries', hidden: true }),
    ).toBeInTheDocument();

    await u.click(within(popover).getByRole('button', { name: 'Remove all' }));
    expect(await within(popover).findByText('No notifications.')).toBeInTheDocument();
    expect(localStorage.getItem(notificationsKey('3'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('shows a kind without a renderer as unknown type, next to legacy entries', async () => {
    localStorage.setItem(notificationsKey('3'), encode([stored('a', 'first.json')]));
    const { hub } = setup();
    await waitFor(() => expect(hub.count('NotificationReceived')).toBe(1));
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'UnknownNotification',
        id: 'n2',
        type: 'broadcast.notification.something-new',
        createdAt: created,
      },
    });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Benachrichtigungen, 2 Einträge' }));
    const popover = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    const items = within(within(popover).getByRole('list', { name: 'Benachrichtigungen' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Unbekannter Typ21.11.2026 07:05:09',
      'Neue Datei bereit: first.json21.11.2026 07:05:09',
    ]);
    expect(within(popover).queryByRole('button', { name: 'Unbekannter Typ' })).toBeNull();
    expect(storedList().map((n) => n.__typename)).toEqual([
      'DownloadReadyNotification',
      'UnknownNotification',
    ]);
  });

  it('says how long the clock runs and which budget is used up, in German and English, and leads to the clock’s stop-at form', async () => {
    const { hub, router } = setup();
    await waitFor(() => expect(hub.count('NotificationReceived')).toBe(1));
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'TimeBudgetNotification',
        id: 'n5',
        type: 'time.budget',
        createdAt: created,
        budgetId: 'b1',
        budgetName: 'Relaunch',
        percent: 80,
      },
    });
    hub.push('NotificationReceived', {
      notificationReceived: {
        __typename: 'TimeClockRunningNotification',
        id: 'n6',
        type: 'time.clock-running',
        createdAt: created,
        recordId: '41',
        start: created,
        hours: 10,
      },
    });
    // each toast offers its way there
    expect(await screen.findByText('Uhr läuft seit 10 Stunden')).toBeInTheDocument();
    expect(screen.getByText('Budget „Relaunch“ zu 80 % verbraucht')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uhr zur richtigen Zeit anhalten' })).toBeInTheDocument();
    notificationToaster.remove();
    await i18n.changeLanguage('en');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Notifications, 2 entries' }));
    const popover = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(popover).getByRole('button', { name: 'Budget “Relaunch” 80 % used' })).toBeInTheDocument();
    await u.click(within(popover).getByRole('button', { name: 'Clock running for 10 hours' }));
    expect(router.state.location.pathname).toBe('/service/timetracking');
    expect(router.state.location.hash).toBe('#stop-at');
  });

  it('keeps each member’s list apart', async () => {
    localStorage.setItem(notificationsKey('99'), encode([stored('z', 'not-mine.json')]));
    setup();
    expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeInTheDocument();
  });
});
