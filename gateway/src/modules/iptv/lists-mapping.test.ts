import { describe, expect, it } from 'vitest';
import {
  countOf,
  listChannelQuery,
  providerSettingsRequest,
  restDirection,
  toIptvListChannel,
} from './lists-mapping.js';

describe('iptv lists mapping', () => {
  it('leaves empty filters and absent paging out of the row query', () => {
    expect(listChannelQuery({ filter: { search: '', group: null, providerGroup: 'UK' } }, 'en')).toEqual({
      filter: { provider_group: 'UK' },
    });
    expect(listChannelQuery({}, 'en')).toEqual({});
    expect(listChannelQuery({ orderBy: 'ORDER' }, 'de')).toEqual({ order: { order: 'asc' } });
    expect(listChannelQuery({ orderBy: 'NAME', direction: 'DESC' }, 'de')).toEqual({
      order: { name: 'desc' },
    });
  });

  it('sends only the given settings: an omitted password keeps it, null removes it', () => {
    expect(providerSettingsRequest({ username: 'u' })).toEqual({ username: 'u' });
    expect(providerSettingsRequest({ username: null, password: null, extra: '' })).toEqual({
      username: null,
      password: null,
      extra: '',
    });
  });

  it('maps directions, counts and a row without optional fields', () => {
    expect([restDirection('UP'), restDirection('DOWN')]).toEqual(['up', 'down']);
    expect([countOf({ count: 3 }), countOf({ count: '4' }), countOf({ count: 'x' })]).toEqual([3, 4, 0]);
    expect(
      toIptvListChannel({
        id: 1,
        order: 2,
        group_title: 'default',
        channel_id: 3,
        name: 'N',
        tvg_id: null,
        logo: null,
        link: 'http://l',
        provider_group_title: null,
        ip_tv_provider: { id: '4', name: 'P' },
      }),
    ).toEqual({
      id: '1',
      order: 2,
      name: 'N',
      groupTitle: 'default',
      link: 'http://l',
      tvgId: null,
      logo: null,
      provider: { id: '4', name: 'P' },
      providerGroupTitle: null,
    });
  });
});
