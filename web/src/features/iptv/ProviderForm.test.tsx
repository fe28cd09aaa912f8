import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { addTexts } from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import { iptvFeature } from './feature';
import { IptvCreateProviderMutation, IptvProviderQuery, IptvUpdateProviderMutation } from './operations';
import { ProviderEditScreen } from './ProviderEditScreen';
import { ProviderCreateScreen } from './ProviderCreateScreen';

beforeAll(async () => {
  addTexts(iptvFeature.texts);
  await i18n.changeLanguage('en');
});

const input = {
  name: 'Acme TV',
  channelUrl: 'ftp://acme.test/list.m3u',
  frontendUrl: 'https://acme.test',
  excludeFromRefresh: true,
  requiredFields: ['USERNAME'],
  epgUrl: undefined,
};

describe('ProviderForm (create)', () => {
  it('sends every field and shows the server field errors under their fields', async () => {
    const message = 'The channel url must be an http(s) URL.';
    const client = mockClient([
      {
        request: { query: IptvCreateProviderMutation, variables: { input } },
        result: {
          errors: [
            new GraphQLError('Invalid input', {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { channelUrl: [message] } },
            }),
          ],
        },
      },
    ]);
    renderRoutes([{ path: '/cp/iptv-providers/create', element: <ProviderCreateScreen /> }], {
      path: '/cp/iptv-providers/create',
      client,
    });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' Acme TV ');
    await user.type(screen.getByRole('textbox', { name: /^Channel URL/ }), input.channelUrl);
    await user.type(screen.getByRole('textbox', { name: /^Frontend URL/ }), input.frontendUrl);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('checkbox', { name: 'Username' }));
    await user.click(screen.getByRole('button', { name: 'Create provider' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Channel URL/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('ProviderForm (edit)', () => {
  it('says the credentials are stored and keeps them when the URL is left as shown', async () => {
    const channelUrl = 'http://acme.test/get.php?username={username}&password={password}&type=m3u_plus';
    const acme = {
      __typename: 'IptvProvider',
      id: 'p1',
      name: 'Acme TV',
      channelUrl,
      channelCredentialsStored: true,
      frontendUrl: 'https://acme.test',
      excludeFromRefresh: false,
      requiredFields: ['USERNAME', 'PASSWORD'],
      epgUrl: null,
      updatedAt: '2026-11-28T09:00:00.000Z',
      lastEpgImport: null,
    };
    const saved = vi.fn(() => ({ data: { updateIptvProvider: acme } }));
    const client = mockClient([
      {
        request: { query: IptvProviderQuery, variables: { id: 'p1' } },
        result: {
          data: {
            iptvProvider: {
              ...acme,
              channelCount: 3,
              createdAt: '2026-11-28T09:00:00.000Z',
              lastImport: null,
            },
          },
        },
      },
      {
        request: {
          query: IptvUpdateProviderMutation,
          variables: {
            id: 'p1',
            input: {
              name: 'Acme TV',
              channelUrl,
              frontendUrl: 'https://acme.test',
              excludeFromRefresh: false,
              requiredFields: ['USERNAME', 'PASSWORD'],
              epgUrl: null,
            },
          },
        },
        result: saved,
      },
    ]);
    renderRoutes([{ path: '/cp/iptv-providers/:id/edit', element: <ProviderEditScreen /> }], {
      path: '/cp/iptv-providers/p1/edit',
      client,
    });
    const url = await screen.findByRole('textbox', { name: /^Channel URL/ });
    expect(url).toHaveValue(channelUrl);
    expect(
      screen.getByText(
        /The provider's username and password are stored encrypted and appear here as \{username\}/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });
});
