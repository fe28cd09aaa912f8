import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { addTexts } from '../../../i18n';
import { mockClient, renderRoutes } from '../../../test/render';
import { iptvFeature } from '../feature';
import { IptvEpgQuery, IptvListQuery } from '../memberOperations';
import { EpgScreen } from './EpgScreen';
import { HOUR_MS } from './timeline';

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

const HOUR = HOUR_MS;

function programme(title: string, fromNow: number, toNow: number, more: Record<string, string | null> = {}) {
  const now = Date.now();
  return {
    __typename: 'IptvEpgProgramme' as const,
    start: new Date(now + fromNow).toISOString(),
    stop: new Date(now + toNow).toISOString(),
    title,
    subtitle: null,
    description: null,
    category: null,
    ...more,
  };
}

/** The screen for list 1, its EPG answering `channels` for any window; records the windows asked for. */
function renderEpg(channels: unknown[]) {
  const windows: { from: string; to: string }[] = [];
  const client = mockClient([
    {
      request: { query: IptvListQuery, variables: { id: '1' } },
      result: { data: { iptvList: { __typename: 'IptvList', id: '1', name: 'Sports' } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: {
        query: IptvEpgQuery,
        variables: (variables: { listId: string; from?: string | null; to?: string | null }) => {
          windows.push({ from: variables.from!, to: variables.to! });
          return variables.listId === '1';
        },
      },
      result: { data: { iptvEpg: channels } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ]);
  renderRoutes([{ path: '/service/iptv/epg/:listId', element: <EpgScreen /> }], {
    path: '/service/iptv/epg/1',
    client,
  });
  return windows;
}

describe('the EPG screen', () => {
  it('marks now and next in words and shows a programme’s details', async () => {
    const windows = renderEpg([
      {
        __typename: 'IptvEpgChannel',
        listChannelId: '11',
        name: 'News 24',
        programmes: [
          programme('Morning', -3 * HOUR, -HOUR),
          programme('Live report', -HOUR, HOUR, {
            subtitle: 'Part 2',
            description: 'From the studio.',
            category: 'News',
          }),
          programme('Weather', HOUR, 2 * HOUR),
        ],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'EPG: Sports' })).toBeInTheDocument();
    const row = await screen.findByRole('group', { name: 'News 24' });
    const running = within(row).getByRole('button', { name: /^On now: Live report/ });
    expect(within(row).getByRole('button', { name: /^Up next: Weather/ })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Morning/ })).toBeInTheDocument();

    await userEvent.click(running);
    const dialog = await screen.findByRole('dialog', { name: 'Live report' });
    expect(within(dialog).getByText('Part 2')).toBeInTheDocument();
    expect(within(dialog).getByText('News')).toBeInTheDocument();
    expect(within(dialog).getByText('From the studio.')).toBeInTheDocument();
    expect(within(dialog).getByText('News 24')).toBeInTheDocument();
    // its day and times; the end's day too where it runs past midnight
    expect(
      within(dialog).getByText(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d – (\d\d\/\d\d\/\d{4}, )?\d\d:\d\d$/),
    ).toBeInTheDocument();

    // Earlier asks for the window three hours before, no wider than the API allows
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    const first = windows[0]!;
    await userEvent.click(screen.getByRole('button', { name: 'Earlier' }));
    await expect
      .poll(() => windows.at(-1)!.from)
      .toBe(new Date(Date.parse(first.from) - 3 * HOUR).toISOString());
    for (const { from, to } of windows)
      expect(Date.parse(to) - Date.parse(from)).toBeLessThanOrEqual(24 * HOUR);
  });

  it('explains an empty guide', async () => {
    renderEpg([{ __typename: 'IptvEpgChannel', listChannelId: '11', name: 'News 24', programmes: [] }]);
    expect(await screen.findByText('No programme information')).toBeInTheDocument();
    expect(screen.getByText(/import the EPG per provider/)).toBeInTheDocument();
  });
});
