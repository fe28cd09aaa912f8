import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { addTexts } from '../../i18n';
import { mockClient, renderRoutes } from '../../test/render';
import { iptvFeature } from './feature';
import { IptvCreateProviderMutation } from './operations';
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
