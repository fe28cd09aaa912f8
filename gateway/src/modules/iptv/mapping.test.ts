import { describe, expect, it } from 'vitest';
import type { RestIptvImport } from '@portal/contract';
import { channelListFieldKey, providerFieldKey } from './api.js';
import {
  channelListQuery,
  createProviderRequest,
  providerListQuery,
  requiredFields,
  updateProviderRequest,
  uploadAnswer,
} from './mapping.js';
import { isFinal } from './progress.js';

const anImport: RestIptvImport = {
  id: 3,
  provider_id: 1,
  state: 'STORING',
  current: 10,
  total: 20,
  channel_count: null,
  group_count: null,
  removed_count: null,
  skipped: [],
  credentials_found: 0,
  error_code: null,
  error: null,
  started_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('iptv mapping', () => {
  it('creates a provider with the schema’s defaults', () => {
    expect(
      createProviderRequest({ name: 'P', channelUrl: 'http://a/x.m3u', frontendUrl: 'http://a' }),
    ).toEqual({
      name: 'P',
      channel_url: 'http://a/x.m3u',
      frontend_url: 'http://a',
      exclude_from_refresh: false,
      config: { required_fields: [] },
      epg_url: null,
    });
    expect(
      createProviderRequest({
        name: 'P',
        channelUrl: 'u',
        frontendUrl: 'f',
        excludeFromRefresh: true,
        requiredFields: ['PASSWORD', 'USERNAME'],
        epgUrl: 'http://a/epg.xml',
      }),
    ).toMatchObject({
      exclude_from_refresh: true,
      config: { required_fields: ['password', 'username'] },
      epg_url: 'http://a/epg.xml',
    });
  });

  it('updates only the given fields; epgUrl null removes the EPG URL', () => {
    expect(updateProviderRequest({})).toEqual({});
    expect(updateProviderRequest({ name: null, channelUrl: null, requiredFields: null })).toEqual({});
    expect(updateProviderRequest({ epgUrl: null })).toEqual({ epg_url: null });
    expect(
      updateProviderRequest({
        name: 'N',
        channelUrl: 'c',
        frontendUrl: 'f',
        excludeFromRefresh: false,
        requiredFields: [],
        epgUrl: 'e',
      }),
    ).toEqual({
      name: 'N',
      channel_url: 'c',
      frontend_url: 'f',
      exclude_from_refresh: false,
      config: { required_fields: [] },
      epg_url: 'e',
    });
  });

  it('reads config.required_fields as the enum', () => {
    expect(requiredFields({ required_fields: ['username', 'password'] })).toEqual(['USERNAME', 'PASSWORD']);
    expect(requiredFields(null)).toEqual([]);
  });

  it('maps the field-error keys to the GraphQL names', () => {
    expect(providerFieldKey('channel_url')).toBe('channelUrl');
    expect(providerFieldKey('config.required_fields')).toBe('requiredFields');
    expect(providerFieldKey('config.required_fields.1')).toBe('requiredFields.1');
    expect(providerFieldKey('epg_url')).toBe('epgUrl');
    expect(channelListFieldKey('filter.provider')).toBe('filter.providerId');
    expect(channelListFieldKey('itemsPerPage')).toBe('perPage');
    expect(channelListFieldKey('order.name')).toBe('orderBy.name');
  });

  it("builds the list queries, the enum's values as the contract's fields", () => {
    expect(
      providerListQuery({ page: 2, perPage: 5, orderBy: 'CHANNEL_COUNT', direction: 'DESC' }, 'en'),
    ).toEqual({
      page: 2,
      itemsPerPage: 5,
      order: { channel_count: 'desc' },
    });
    expect(providerListQuery({ orderBy: 'LAST_IMPORT' }, 'en')).toEqual({ order: { last_import: 'asc' } });
    expect(
      channelListQuery(
        { orderBy: 'GROUP_TITLE', filter: { search: 'ard', group: '', providerId: '4' } },
        'en',
      ),
    ).toEqual({ order: { group_title: 'asc' }, filter: { search: 'ard', provider: '4' } });
    expect(channelListQuery({ filter: { search: '', group: null } }, 'en')).toEqual({});
  });

  it('knows the states after which an import changes no more', () => {
    expect([isFinal('FINISHED'), isFinal('FAILED'), isFinal('STORING'), isFinal('QUEUED')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('answers an upload with the import id only', () => {
    expect(uploadAnswer(anImport)).toEqual({ importId: '3' });
    expect(() => uploadAnswer(null)).toThrow(/without an import/);
  });
});
