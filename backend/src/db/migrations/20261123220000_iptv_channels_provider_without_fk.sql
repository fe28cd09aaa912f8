-- The swap of an import inserts up to hundreds of thousands of channels in one transaction; a foreign key checks
-- its provider once per row (about a seventh of the swap's time). The swap locks the provider row once instead
-- (FOR KEY SHARE, what each check would take), and deleting a provider removes its channels in the same
-- transaction (modules/iptv/providers.dal.ts), so no channel outlives its provider. Its channels are found by the
-- identity index, which starts with provider_id.
ALTER TABLE iptv_channels DROP CONSTRAINT iptv_channels_provider_id_fkey;
