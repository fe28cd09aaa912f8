import {
  IPTV_LIST_CHANNEL_LIST,
  type RestCount,
  type RestIptvList,
  type RestIptvListChannel,
  type RestIptvListChannelQuery,
  type RestIptvMemberProvider,
  type RestIptvProviderSettings,
  type RestIptvProviderSettingsRequest,
} from '@portal/contract';
import type {
  IptvList,
  IptvListChannel,
  IptvMemberProvider,
  IptvMoveDirection,
  IptvProviderSettings,
  IptvProviderSettingsInput,
  IptvListChannelsArgs,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { pageQuery } from '../../rest/paginator.js';
import { toRequiredField } from './mapping.js';

/** GraphQL ↔ REST of a member's IPTV lists, settings and personal links (pure; unit-tested). */

/** `filter: {search, group, providerGroup}` → `filter[search|group|provider_group]`; empty texts are left out. */
export function listChannelQuery(
  args: Partial<IptvListChannelsArgs>,
  language: Language,
): RestIptvListChannelQuery {
  const query: RestIptvListChannelQuery = pageQuery(args, IPTV_LIST_CHANNEL_LIST, language);
  const filter: NonNullable<RestIptvListChannelQuery['filter']> = {};
  const { search, group, providerGroup } = args.filter ?? {};
  if (search != null && search !== '') filter.search = search;
  if (group != null && group !== '') filter.group = group;
  if (providerGroup != null && providerGroup !== '') filter.provider_group = providerGroup;
  if (Object.keys(filter).length > 0) query.filter = filter;
  return query;
}

/** Counts may come as numeric strings from some Laravel drivers. */
export const countOf = (answer: RestCount): number => Math.trunc(Number(answer.count)) || 0;

/** A list as resolvers answer it: its groups and rows are fields of their own, loaded only when asked for. */
export type IptvListParent = Omit<IptvList, 'groups' | 'providerGroups' | 'channels'>;

export const toIptvList = (list: RestIptvList): IptvListParent => ({
  id: String(list.id),
  name: list.name,
  stats: {
    channelCount: Number(list.stats.channel_count),
    categoryCount: Number(list.stats.categorie_count),
  },
  usedProviders: list.used_providers.map((provider) => ({
    id: String(provider.id),
    name: provider.name,
    frontendUrl: provider.frontend_url,
    userHasValidSettings: provider.user_has_valid_settings,
    missingFields: provider.missing_fields.map(toRequiredField),
  })),
  personalDownloadLinkUrl: list.ip_tv_personal_download_link_url ?? null,
  createdAt: list.created_at,
  updatedAt: list.updated_at,
});

export const toIptvListChannel = (row: RestIptvListChannel): IptvListChannel => ({
  id: String(row.id),
  order: Number(row.order),
  name: row.name,
  groupTitle: row.group_title,
  link: row.link,
  tvgId: row.tvg_id ?? null,
  logo: row.logo ?? null,
  provider: { id: String(row.ip_tv_provider.id), name: row.ip_tv_provider.name },
  providerGroupTitle: row.provider_group_title ?? null,
});

export const toIptvMemberProvider = (provider: RestIptvMemberProvider): IptvMemberProvider => ({
  id: String(provider.id),
  name: provider.name,
  frontendUrl: provider.frontend_url,
  requiredFields: provider.required_fields.map(toRequiredField),
  userHasValidSettings: provider.user_has_valid_settings,
});

/** A member's settings as resolvers answer them: their provider is a field of its own, loaded only when asked for. */
export type IptvProviderSettingsParent = Omit<IptvProviderSettings, 'provider'>;

/** The password never comes back: only whether one is set. */
export const toIptvProviderSettings = (settings: RestIptvProviderSettings): IptvProviderSettingsParent => ({
  id: settings.id == null ? null : String(settings.id),
  providerId: String(settings.ip_tv_provider_id),
  username: settings.username ?? null,
  passwordSet: settings.password_set,
  extra: settings.extra ?? null,
});

/** Only the given fields travel: an omitted password keeps the stored one, `password: null` removes it. */
export function providerSettingsRequest(input: IptvProviderSettingsInput): RestIptvProviderSettingsRequest {
  const body: RestIptvProviderSettingsRequest = {};
  if (input.username !== undefined) body.username = input.username;
  if (input.password !== undefined) body.password = input.password;
  if (input.extra !== undefined) body.extra = input.extra;
  return body;
}

export const restDirection = (direction: IptvMoveDirection): 'up' | 'down' =>
  direction === 'UP' ? 'up' : 'down';
