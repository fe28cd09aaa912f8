import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeFragmentData } from '../../gql';
import i18n, { addTexts } from '../../i18n';
import { mockRealtimeClient, renderWithProviders } from '../../test/render';
import { iptvFeature } from './feature';
import { M3uWizard } from './M3uWizard';
import { M3uWizardImportFragment } from './operations';
import { stepOfImport } from './wizard';

const progress = (patch: Record<string, unknown> = {}) => ({
  __typename: 'IptvImport' as const,
  id: 'imp-1',
  state: 'QUEUED' as const,
  current: 0,
  total: null as number | null,
  channelCount: null as number | null,
  groupCount: null as number | null,
  skipped: [] as { __typename: 'IptvSkipped'; reason: string; count: number }[],
  credentialsFound: 0,
  removedCount: null as number | null,
  error: null as string | null,
  startedAt: null as string | null,
  finishedAt: null as string | null,
  ...patch,
});

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

describe('stepOfImport', () => {
  it('maps the import state (and storing current == total) to the wizard step', () => {
    expect(stepOfImport({ state: 'QUEUED', current: 0, total: null })).toBe(3);
    expect(stepOfImport({ state: 'PARSING', current: 40, total: null })).toBe(3);
    expect(stepOfImport({ state: 'STORING', current: 3, total: 10 })).toBe(4);
    expect(stepOfImport({ state: 'STORING', current: 10, total: 10 })).toBe(5);
    expect(stepOfImport({ state: 'FINISHED', current: 10, total: 10 })).toBe(5);
    expect(stepOfImport({ state: 'FAILED', current: 0, total: null })).toBe(5);
  });
});

function renderWizard(lastImport: ReturnType<typeof progress> | null) {
  const { client, hub } = mockRealtimeClient([]);
  renderWithProviders(
    <M3uWizard
      providerId="p1"
      lastImport={lastImport && makeFragmentData(lastImport, M3uWizardImportFragment)}
    />,
    client,
  );
  return hub;
}

describe('M3uWizard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resumes a running import on its step and follows its progress to the result, then restarts', async () => {
    // thousands of channels, grouped as the language writes them
    const hub = renderWizard(progress({ state: 'PARSING', current: 12_345 }));
    expect(screen.getByRole('heading', { name: /Step 3 of 5/ })).toBeInTheDocument();
    expect(screen.getByText('12,345 channels parsed')).toBeInTheDocument();
    await waitFor(() => expect(hub.count('IptvImportProgress')).toBe(1));

    hub.push('IptvImportProgress', {
      iptvImportProgress: progress({ state: 'STORING', current: 2_000, total: 40_000 }),
    });
    expect(screen.getByRole('heading', { name: /Step 4 of 5/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '2,000 of 40,000 channels stored' })).toBeInTheDocument();

    hub.push('IptvImportProgress', {
      iptvImportProgress: progress({
        state: 'FINISHED',
        current: 40_000,
        total: 40_000,
        channelCount: 40_000,
        groupCount: 2,
        credentialsFound: 3_000,
        removedCount: 1,
        skipped: [{ __typename: 'IptvSkipped', reason: 'missingUrl', count: 1_002 }],
      }),
    });
    expect(screen.getByRole('heading', { name: /Step 5 of 5/ })).toBeInTheDocument();
    expect(screen.getByText('The import is finished.')).toBeInTheDocument();
    expect(screen.getByText('Groups').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('Links with credentials').nextSibling).toHaveTextContent('3,000');
    expect(screen.getByText('Channels').nextSibling).toHaveTextContent('40,000');
    expect(screen.getByText(/^Entry without a link:/)).toHaveTextContent('Entry without a link: 1,002');
    // the links carry credentials: members must enter theirs (the server ticked the required fields)
    expect(
      screen.getByText(/so members must enter their own before they generate a playlist/),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { name: /Step 1 of 5/ })).toBeInTheDocument();
  });

  it('shows a failed import with its message', async () => {
    const hub = renderWizard(progress({ state: 'QUEUED' }));
    await waitFor(() => expect(hub.count('IptvImportProgress')).toBe(1));
    hub.push('IptvImportProgress', {
      iptvImportProgress: progress({ state: 'FAILED', error: 'Not an M3U file.' }),
    });
    expect(screen.getByRole('heading', { name: /Step 5 of 5: Failed/ })).toBeInTheDocument();
    expect(screen.getByText('The import failed.')).toBeInTheDocument();
    expect(screen.getByText('Not an M3U file.')).toBeInTheDocument();
  });

  it('starts on step 1 after a finished import', () => {
    renderWizard(progress({ state: 'FINISHED', current: 3, total: 3 }));
    expect(screen.getByRole('heading', { name: /Step 1 of 5/ })).toBeInTheDocument();
  });

  /** An XMLHttpRequest whose upload the gateway answers with `status` and `response`. */
  function fakeXhr(status: number, response: unknown) {
    const sent: { body: FormData; headers: Record<string, string> }[] = [];
    class FakeXhr {
      status = status;
      response = response;
      responseType = '';
      upload = { onprogress: null as null | ((e: ProgressEvent) => void) };
      onload: null | (() => void) = null;
      onerror: null | (() => void) = null;
      headers: Record<string, string> = {};
      open = vi.fn();
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send(body: FormData) {
        sent.push({ body, headers: this.headers });
        queueMicrotask(() => this.onload?.());
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }

  async function upload(username = '') {
    renderWizard(null);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('M3U playlist'), new File(['#EXTM3U\n'], 'list.m3u'));
    if (username) await user.type(screen.getByLabelText('Username in the links'), username);
    await user.click(screen.getByRole('button', { name: 'Upload' }));
  }

  it('uploads the file with the credentials first, in the page language, and answers a bare 413 with a clear message', async () => {
    const sent = fakeXhr(413, null);
    await upload('alice');
    expect(await screen.findByText('The file is too large for the upload.')).toBeInTheDocument();
    expect([...sent[0]!.body.keys()]).toEqual(['username', 'm3u_list']);
    expect(sent[0]!.headers['Accept-Language']).toBe('en');
    expect(screen.getByRole('heading', { name: /Step 1 of 5/ })).toBeInTheDocument();
  });

  it("shows the gateway's own message, e.g. for an import that is running already", async () => {
    fakeXhr(409, {
      message: 'An import of this provider is already running.',
      extensions: { code: 'CONFLICT' },
    });
    await upload();
    expect(await screen.findByText('An import of this provider is already running.')).toBeInTheDocument();
    expect(screen.queryByText('The upload failed. Please try again.')).toBeNull();
    expect(screen.getByRole('heading', { name: /Step 1 of 5/ })).toBeInTheDocument();
    // the chosen file is still there, shown in its field, to try again
    expect((screen.getByLabelText('M3U playlist') as HTMLInputElement).files?.[0]?.name).toBe('list.m3u');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('shows field errors at their fields', async () => {
    fakeXhr(422, {
      message: 'The username may not be greater than 255 characters.',
      extensions: {
        code: 'BAD_USER_INPUT',
        fieldErrors: { username: ['The username may not be greater than 255 characters.'] },
      },
    });
    await upload('x'.repeat(3));
    const field = screen.getByLabelText('Username in the links');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('The username may not be greater than 255 characters.')).toHaveLength(1);
  });

  it('says the upload failed when no answer came', async () => {
    fakeXhr(0, null);
    await upload();
    expect(await screen.findByText('The upload failed. Please try again.')).toBeInTheDocument();
  });
});
