import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addTexts } from '../../i18n';
import { mockRealtimeClient, renderRoutes } from '../../test/render';
import { iptvFeature } from './feature';
import { IptvProviderQuery, IptvRefreshEpgMutation } from './operations';
import { ProviderEditScreen } from './ProviderEditScreen';

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

const epgImport = (patch: Record<string, unknown> = {}) => ({
  __typename: 'IptvEpgImport' as const,
  id: 'e7',
  state: 'QUEUED',
  url: 'http://epg.example/guide.xml',
  current: 0,
  programmeCount: null as number | null,
  channelCount: null as number | null,
  matchedCount: null as number | null,
  skipped: [] as { __typename: 'IptvSkipped'; reason: string; count: number }[],
  truncated: false,
  error: null as string | null,
  startedAt: null as string | null,
  finishedAt: null as string | null,
  ...patch,
});

const provider = {
  __typename: 'IptvProvider' as const,
  id: 'p1',
  name: 'Acme TV',
  channelUrl: 'http://acme.example/get.php',
  channelCredentialsStored: false,
  frontendUrl: 'https://acme.example',
  excludeFromRefresh: false,
  requiredFields: [],
  epgUrl: 'http://epg.example/guide.xml',
  channelCount: 420,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  lastImport: null,
  lastEpgImport: null,
};

describe('EPG import on the provider edit screen', () => {
  it('imports the EPG on a click and shows its progress and its result', async () => {
    const started = vi.fn(() => ({ data: { refreshIptvEpg: epgImport() } }));
    const { client, hub } = mockRealtimeClient([
      {
        request: { query: IptvProviderQuery, variables: { id: 'p1' } },
        result: { data: { iptvProvider: provider } },
      },
      { request: { query: IptvRefreshEpgMutation, variables: { providerId: 'p1' } }, result: started },
    ]);
    renderRoutes([{ path: '/cp/iptv-providers/:id/edit', element: <ProviderEditScreen /> }], {
      path: '/cp/iptv-providers/p1/edit',
      client,
    });
    const panel = await screen.findByRole('region', { name: 'EPG (programme guide)' });
    expect(within(panel).getByText('No EPG imported yet.')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Import EPG' }));
    expect(
      await within(panel).findByRole('progressbar', { name: 'The EPG import is waiting to start' }),
    ).toBeInTheDocument();
    expect(started).toHaveBeenCalledTimes(1);
    // no second import while this one runs (the button shows its spinner, and no name, until the mutation ends)
    expect(await within(panel).findByRole('button', { name: 'Import EPG' })).toBeDisabled();
    await waitFor(() => expect(hub.count('IptvEpgImportProgress')).toBe(1));

    hub.push('IptvEpgImportProgress', {
      iptvEpgImportProgress: epgImport({ state: 'RUNNING', current: 5_000 }),
    });
    expect(await within(panel).findByText('5,000 programmes read')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'The EPG is being read' })).toBeInTheDocument();

    hub.push('IptvEpgImportProgress', {
      iptvEpgImportProgress: epgImport({
        state: 'FINISHED',
        current: 6_156,
        programmeCount: 6_156,
        channelCount: 585,
        matchedCount: 420,
        skipped: [
          { __typename: 'IptvSkipped', reason: 'outsideWindow', count: 1_200 },
          { __typename: 'IptvSkipped', reason: 'missingStop', count: 3 },
        ],
        startedAt: '2026-11-28T10:00:00.000Z',
        finishedAt: '2026-11-28T10:00:02.000Z',
      }),
    });
    expect(await within(panel).findByText('The import is finished.')).toBeInTheDocument();
    expect(within(panel).getByText('Programmes').nextSibling).toHaveTextContent('6,156');
    expect(within(panel).getByText('Channels in the EPG').nextSibling).toHaveTextContent('585');
    expect(within(panel).getByText('Channels matched').nextSibling).toHaveTextContent('420');
    expect(within(panel).getByText(/^Outside yesterday to seven days ahead:/)).toHaveTextContent(
      'Outside yesterday to seven days ahead: 1,200',
    );
    expect(within(panel).getByText(/Source: http:\/\/epg\.example\/guide\.xml/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Import EPG' })).toBeEnabled();
    // the subscription ends with the import
    await waitFor(() => expect(hub.count('IptvEpgImportProgress')).toBe(0));
  });

  it('resumes a running import and shows why one failed', async () => {
    const { client, hub } = mockRealtimeClient([
      {
        request: { query: IptvProviderQuery, variables: { id: 'p1' } },
        result: { data: { iptvProvider: { ...provider, lastEpgImport: epgImport({ state: 'RUNNING' }) } } },
      },
    ]);
    renderRoutes([{ path: '/cp/iptv-providers/:id/edit', element: <ProviderEditScreen /> }], {
      path: '/cp/iptv-providers/p1/edit',
      client,
    });
    const panel = await screen.findByRole('region', { name: 'EPG (programme guide)' });
    expect(within(panel).getByText('0 programmes read')).toBeInTheDocument();
    await waitFor(() => expect(hub.count('IptvEpgImportProgress')).toBe(1));
    hub.push('IptvEpgImportProgress', {
      iptvEpgImportProgress: epgImport({
        state: 'FAILED',
        error: 'The EPG server answered with HTTP status 404 instead of the EPG.',
      }),
    });
    expect(await within(panel).findByText('The import failed.')).toBeInTheDocument();
    expect(
      within(panel).getByText('The EPG server answered with HTTP status 404 instead of the EPG.'),
    ).toBeInTheDocument();
  });
});
