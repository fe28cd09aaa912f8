-- Natural name order in the catalogue and the lists: "ZDF HD 2" before "ZDF HD 11". The key is the lower-cased name
-- with every run of digits padded to twenty places (a longer run, which no channel name has, keeps its length),
-- kept by the database itself on every insert and update (the import's swap) and for the channels already stored.
-- The same SQL on PGlite and PostgreSQL; no ICU collation needed.
ALTER TABLE iptv_channels ADD COLUMN name_sort text GENERATED ALWAYS AS (
  regexp_replace(regexp_replace(lower(name), '([0-9]+)', '00000000000000000000\1', 'g'), '0*([0-9]{20})(?![0-9])', '\1', 'g')
) STORED;

DROP INDEX iptv_channels_name_index;
CREATE INDEX iptv_channels_name_sort_index ON iptv_channels (name_sort, id);
