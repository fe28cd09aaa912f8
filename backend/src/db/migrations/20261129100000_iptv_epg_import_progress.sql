-- The programmes an EPG import has read so far (RUNNING), for the control panel's progress (modules/iptv/epg).
ALTER TABLE iptv_epg_imports ADD COLUMN current integer NOT NULL DEFAULT 0;
