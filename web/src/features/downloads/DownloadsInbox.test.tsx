import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasters } from '../../components/Toasters';
import i18n from '../../i18n';
import { emitRealtimeReconnect } from '../../lib/realtime';
import { announceDownloadsChanged, closeDownloadsInbox, openDownloadsInbox } from '../../lib/downloadsInbox';
import { clearSession, saveSession } from '../../lib/session';
import { mockRealtimeClient, renderWithProviders } from '../../test/render';
import type { Download } from './DownloadRow';
import { DownloadsButton } from './DownloadsInbox';
import {
  DeleteDownloadMutation,
  MarkDownloadSeenMutation,
  MyDownloadsQuery,
  UnseenDownloadsCountQuery,
} from './operations';

// Local-time moments: independent of the machine's time zone.
const created = new Date(2026, 10, 21, 7, 5, 9).toISOString();
const expires = new Date(2026, 10, 28, 7, 5, 9).toISOString();

const download = (id: string, patch: Partial<Download> = {}) => ({
  __typename: 'Download' as const,
  id,
  filename: `export-${id}.json`,
  sizeBytes: 12_595,
  downloadCount: 0,
  createdAt: created,
  expiresAt: expires,
  seenAt: null as string | null,
  url: `/files/downloads/${id}`,
  ...patch,
});

const countMock = (count: number) => ({
  request: { query: UnseenDownloadsCountQuery },
  result: { data: { unseenDownloadsCount: count } },
});
const listMock = (...items: ReturnType<typeof download>[]) => ({
  request: { query: MyDownloadsQuery },
  result: { data: { myDownloads: items } },
});

/** Renders the button (and toasts) and waits for the first unseen count, so live changes apply on top of it. */
async function setup(mocks: Parameters<typeof mockRealtimeClient>[0]) {
  const { client, hub } = mockRealtimeClient(mocks);
  renderWithProviders(
    <>
      <DownloadsButton />
      <Toasters />
    </>,
    client,
  );
  await waitFor(() => expect(client.cache.readQuery({ query: UnseenDownloadsCountQuery })).not.toBeNull());
  return { client, hub };
}

const rowOf = (filename: string) => screen.getByText(filename).closest('li') as HTMLElement;
/** The navbar button by name; while the modal is open it sits behind it (aria-hidden). */
const downloadsButton = (name: string) => screen.findByRole('button', { name, hidden: true });
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('downloads inbox', () => {
  beforeEach(async () => {
    clearSession();
    saveSession('tok-1', { id: '3', name: 'Uma User', email: 'uma@example.com' }, ['USER']);
    await i18n.changeLanguage('de');
  });
  afterEach(() => {
    closeDownloadsInbox();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the unseen count as a badge and in the button name', async () => {
    await setup([countMock(2)]);
    const button = await screen.findByRole('button', { name: 'Downloads, 2 ungesehen' });
    expect(screen.getByTestId('downloads-badge')).toHaveTextContent('2');
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('button', { name: 'Downloads, 2 unseen' })).toBe(button);
  });

  it('announces the loading list as a status, not as a label on a bare spinner', async () => {
    await setup([countMock(0), { ...listMock(), delay: Infinity }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Downloads' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meine Downloads' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Wird geladen …');
    expect(dialog.querySelector('.chakra-spinner[aria-label]')).toBeNull();
  });

  it('shows no badge without unseen downloads, and the empty state', async () => {
    await setup([countMock(0), listMock()]);
    const button = await screen.findByRole('button', { name: 'Downloads' });
    expect(screen.queryByTestId('downloads-badge')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Meine Downloads' });
    expect(
      await within(dialog).findByText(
        'Keine Dateien vorhanden. Exporte und Listen erscheinen hier, sobald sie bereitstehen.',
      ),
    ).toBeInTheDocument();
  });

  it('lists name, created time, KiB, count and expiry per language; unseen rows stand out', async () => {
    await setup([
      countMock(1),
      {
        ...listMock(download('1'), download('2', { seenAt: created, downloadCount: 3, expiresAt: null })),
        maxUsageCount: 4,
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Downloads, 1 ungesehen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meine Downloads' });
    const list = await within(dialog).findByRole('list', { name: 'Dateien' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('export-1.json');
    expect(first).toHaveTextContent('Neu');
    expect(first).toHaveAttribute('data-unseen', 'true');
    expect(first).toHaveTextContent('Erstellt21.11.2026 07:05:09');
    expect(first).toHaveTextContent('Größe12,3 KiB');
    expect(first).toHaveTextContent('Abrufenoch nicht heruntergeladen');
    expect(first).toHaveTextContent('Läuft ab28.11.2026 07:05:09');
    expect(second).not.toHaveAttribute('data-unseen');
    expect(second).not.toHaveTextContent('Neu');
    expect(second).toHaveTextContent('Abrufe3 Mal heruntergeladen');
    expect(second).toHaveTextContent('Läuft abnie');
    expect(within(first).getByRole('button', { name: 'export-1.json herunterladen' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'export-1.json löschen' })).toBeInTheDocument();

    await i18n.changeLanguage('en');
    const english = await screen.findByRole('dialog', { name: 'My downloads' });
    const row = within(english).getByText('export-1.json').closest('li')!;
    expect(row).toHaveTextContent('Created21/11/2026 07:05:09');
    expect(row).toHaveTextContent('Size12.3 KiB');
    expect(row).toHaveTextContent('Downloadsnot downloaded yet');
    expect(row).toHaveTextContent('Expires28/11/2026 07:05:09');
    expect(within(row as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(english).getByRole('button', { name: 'Download export-1.json' })).toBeInTheDocument();
    expect(within(english).getByRole('button', { name: 'Delete export-1.json' })).toBeInTheDocument();
  });

  it('marks an unseen download seen on hover once, even when hovered again while the save is pending', async () => {
    const markSeen = vi.fn(() => ({ data: { markDownloadSeen: download('1', { seenAt: created }) } }));
    await setup([
      countMock(1),
      listMock(download('1')),
      {
        request: { query: MarkDownloadSeenMutation, variables: { id: '1' } },
        result: markSeen,
        delay: 100,
        maxUsageCount: 5,
      },
    ]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    const row = rowOf('export-1.json');
    const u = user();
    await u.hover(row);
    await u.unhover(row);
    await u.hover(row);
    await waitFor(() => expect(row).not.toHaveAttribute('data-unseen'));
    expect(markSeen).toHaveBeenCalledTimes(1);
    // seen now: hovering again saves nothing; the badge went down
    await u.unhover(row);
    await u.hover(row);
    expect(markSeen).toHaveBeenCalledTimes(1);
    expect(await downloadsButton('Downloads')).toBeInTheDocument();
  });

  it('marks an unseen download seen when the keyboard reaches its row', async () => {
    const markSeen = vi.fn(() => ({ data: { markDownloadSeen: download('1', { seenAt: created }) } }));
    await setup([
      countMock(1),
      listMock(download('1')),
      { request: { query: MarkDownloadSeenMutation, variables: { id: '1' } }, result: markSeen },
    ]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    const row = rowOf('export-1.json');
    // the keyboard reaches the row's download button; no pointer is involved
    act(() => within(row).getAllByRole('button')[0]!.focus());
    await waitFor(() => expect(row).not.toHaveAttribute('data-unseen'));
    expect(markSeen).toHaveBeenCalledTimes(1);
  });

  it('deletes after confirmation and says so', async () => {
    const deleted = vi.fn(() => ({ data: { deleteDownload: true } }));
    await setup([
      countMock(2),
      listMock(download('1'), download('2')),
      { request: { query: DeleteDownloadMutation, variables: { id: '1' } }, result: deleted },
    ]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'export-1.json löschen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Datei löschen?' });
    expect(confirm).toHaveTextContent('Möchten Sie „export-1.json“ wirklich löschen?');
    expect(deleted).not.toHaveBeenCalled();
    await u.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByText('export-1.json')).toBeNull());
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('„export-1.json“ wurde gelöscht.')).toBeInTheDocument();
    expect(screen.getByText('export-2.json')).toBeInTheDocument();
    expect(await downloadsButton('Downloads, 1 ungesehen')).toBeInTheDocument();
  });

  it('applies ADDED, SEEN and DELETED from the subscription to list and badge', async () => {
    const { hub } = await setup([countMock(1), listMock(download('1'))]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    await downloadsButton('Downloads, 1 ungesehen');
    await waitFor(() => expect(hub.count('DownloadsChanged')).toBe(1));

    hub.push('DownloadsChanged', {
      downloadsChanged: {
        __typename: 'DownloadsChange',
        type: 'ADDED',
        downloadId: '7',
        download: download('7'),
      },
    });
    await screen.findByText('export-7.json');
    const items = within(screen.getByRole('list', { name: 'Dateien' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('export-7.json');
    expect(items[0]).toHaveAttribute('data-unseen', 'true');
    expect(await downloadsButton('Downloads, 2 ungesehen')).toBeInTheDocument();

    hub.push('DownloadsChanged', {
      downloadsChanged: {
        __typename: 'DownloadsChange',
        type: 'SEEN',
        downloadId: '7',
        download: download('7', { seenAt: created }),
      },
    });
    await waitFor(() => expect(rowOf('export-7.json')).not.toHaveAttribute('data-unseen'));
    expect(await downloadsButton('Downloads, 1 ungesehen')).toBeInTheDocument();

    hub.push('DownloadsChanged', {
      downloadsChanged: { __typename: 'DownloadsChange', type: 'DELETED', downloadId: '1', download: null },
    });
    await waitFor(() => expect(screen.queryByText('export-1.json')).toBeNull());
    expect(screen.getByText('export-7.json')).toBeInTheDocument();
    expect(await downloadsButton('Downloads')).toBeInTheDocument();
  });

  it('keeps the badge live with the modal never opened', async () => {
    const { client, hub } = await setup([countMock(0)]);
    await waitFor(() => expect(client.cache.readQuery({ query: UnseenDownloadsCountQuery })).not.toBeNull());
    await waitFor(() => expect(hub.count('DownloadsChanged')).toBe(1));
    hub.push('DownloadsChanged', {
      downloadsChanged: {
        __typename: 'DownloadsChange',
        type: 'ADDED',
        downloadId: '8',
        download: download('8'),
      },
    });
    expect(await screen.findByRole('button', { name: 'Downloads, 1 ungesehen' })).toBeInTheDocument();
  });

  it('refetches count and list after the realtime connection came back', async () => {
    const { client } = await setup([countMock(0), listMock(), countMock(1), listMock(download('9'))]);
    openDownloadsInbox();
    await screen.findByText(/Keine Dateien vorhanden/);
    await waitFor(() =>
      expect(client.cache.readQuery({ query: UnseenDownloadsCountQuery })).toEqual({
        unseenDownloadsCount: 0,
      }),
    );
    emitRealtimeReconnect();
    expect(await screen.findByText('export-9.json')).toBeInTheDocument();
    expect(await downloadsButton('Downloads, 1 ungesehen')).toBeInTheDocument();
  });

  it('asks again when a download notification says a file came that its own channel did not bring', async () => {
    // a page that had only just subscribed to the downloads channel when the export finished missed its event
    await setup([countMock(0), countMock(1)]);
    expect(await downloadsButton('Downloads')).toBeInTheDocument();
    act(() => announceDownloadsChanged());
    expect(await downloadsButton('Downloads, 1 ungesehen')).toBeInTheDocument();
  });

  it('downloads with the bearer token through a blob, and the count goes up', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['{"ok":true}']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:portal/1');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await setup([
      countMock(0),
      listMock(download('1', { seenAt: created })),
      countMock(0),
      listMock(download('1', { seenAt: created, downloadCount: 1 })),
    ]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    await userEvent.click(screen.getByRole('button', { name: 'export-1.json herunterladen' }));
    await waitFor(() => expect(rowOf('export-1.json')).toHaveTextContent('Abrufe1 Mal heruntergeladen'));
    expect(fetchMock).toHaveBeenCalledWith('/files/downloads/1', {
      headers: { Authorization: 'Bearer tok-1', 'Accept-Language': 'de' },
      credentials: 'omit',
    });
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('export-1.json');
    expect(anchor.href).toBe('blob:portal/1');
  });

  it('shows the server message when the file cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Datei nicht gefunden.' }), { status: 404 })),
    );
    await setup([countMock(0), listMock(download('1', { seenAt: created }))]);
    openDownloadsInbox();
    await screen.findByText('export-1.json');
    await userEvent.click(screen.getByRole('button', { name: 'export-1.json herunterladen' }));
    expect(await screen.findByText('Datei nicht gefunden.')).toBeInTheDocument();
  });
});
