import {
  IPTV_CHANNEL_LIST,
  IPTV_PROVIDER_LIST,
  type RestCreateIptvProviderRequest,
  type RestIptvChannelListQuery,
  type RestIptvImport,
  type RestIptvProviderConfig,
  type RestIptvProviderListQuery,
  type RestUpdateIptvProviderRequest,
} from '@portal/contract';
import type {
  CreateIptvProviderInput,
  IptvRequiredField,
  QueryIptvChannelsArgs,
  QueryIptvProvidersArgs,
  UpdateIptvProviderInput,
} from '../../generated/graphql.js';
import type { Language } from '../../language.js';
import { pageQuery } from '../../rest/paginator.js';

/** GraphQL ↔ REST of the IPTV module (pure; unit-tested in mapping.test.ts). */

/** `iptvProviders(page, perPage, orderBy, direction)` → the contract's IPTV_PROVIDER_LIST query. */
export function providerListQuery(
  args: Partial<QueryIptvProvidersArgs>,
  language: Language,
): RestIptvProviderListQuery {
  return pageQuery(args, IPTV_PROVIDER_LIST, language);
}

/** `filter: {search, group, providerId}` → `filter[search|group|provider]`; empty texts are left out. */
export function channelListQuery(
  args: Partial<QueryIptvChannelsArgs>,
  language: Language,
): RestIptvChannelListQuery {
  const query: RestIptvChannelListQuery = pageQuery(args, IPTV_CHANNEL_LIST, language);
  const filter: NonNullable<RestIptvChannelListQuery['filter']> = {};
  const { search, group, providerId } = args.filter ?? {};
  if (search != null && search !== '') filter.search = search;
  if (group != null && group !== '') filter.group = group;
  if (providerId != null && providerId !== '') filter.provider = providerId;
  if (Object.keys(filter).length > 0) query.filter = filter;
  return query;
}

type RestRequiredField = RestIptvProviderConfig['required_fields'][number];

const toRestField = (field: IptvRequiredField): RestRequiredField =>
  field === 'USERNAME' ? 'username' : 'password';

/** A required field in the schema's enum (`username` → `USERNAME`). */
export const toRequiredField = (field: RestRequiredField): IptvRequiredField =>
  field === 'username' ? 'USERNAME' : 'PASSWORD';

/** `config.required_fields` → the schema's enum. */
export const requiredFields = (config: RestIptvProviderConfig | null | undefined): IptvRequiredField[] =>
  (config?.required_fields ?? []).map(toRequiredField);

/** Defaults as the schema states them: not excluded from refresh, no required fields, no EPG. */
export function createProviderRequest(input: CreateIptvProviderInput): RestCreateIptvProviderRequest {
  return {
    name: input.name,
    channel_url: input.channelUrl,
    frontend_url: input.frontendUrl,
    exclude_from_refresh: input.excludeFromRefresh ?? false,
    config: { required_fields: (input.requiredFields ?? []).map(toRestField) },
    epg_url: input.epgUrl ?? null,
  };
}

/**
 * Only the given fields travel, so only they change; null counts as not given, except `epgUrl: null`, which removes
 * the EPG URL.
 */
export function updateProviderRequest(input: UpdateIptvProviderInput): RestUpdateIptvProviderRequest {
  const body: RestUpdateIptvProviderRequest = {};
  if (input.name != null) body.name = input.name;
  if (input.channelUrl != null) body.channel_url = input.channelUrl;
  if (input.frontendUrl != null) body.frontend_url = input.frontendUrl;
  if (input.excludeFromRefresh != null) body.exclude_from_refresh = input.excludeFromRefresh;
  if (input.requiredFields != null) body.config = { required_fields: input.requiredFields.map(toRestField) };
  if (input.epgUrl !== undefined) body.epg_url = input.epgUrl;
  return body;
}

/** The backend's upload answer (the queued import) → what the member gets: `{importId}`. */
export function uploadAnswer(json: unknown): { importId: string } {
  const id = (json as Partial<RestIptvImport> | null)?.id;
  if (id == null) throw new Error('the backend answered an upload without an import');
  return { importId: String(id) };
}
