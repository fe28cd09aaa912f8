-- A provider's Xtream credentials (`get.php?username=…&password=…`) leave channel_url, which keeps `{username}` /
-- `{password}` in their place, and are kept here sealed (AES-GCM with PORTAL_SECRET, modules/iptv/channel-source.ts).
-- Existing rows are sealed by the backend when it starts: SQL cannot, the key is not in the database.
ALTER TABLE iptv_providers ADD COLUMN channel_credentials text;
