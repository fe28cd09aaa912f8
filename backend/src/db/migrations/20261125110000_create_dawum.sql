-- DAWUM polls (modules/dawum): a copy of DAWUM's database (https://api.dawum.de/, ODbL), keyed by DAWUM's own ids.
-- Surveys keep references to parliaments, institutes, taskers, methods and parties the document does not list
-- (no foreign keys there): such a survey is kept and the reference reported in the sync status.

CREATE TABLE dawum_parliaments (
  id integer PRIMARY KEY,
  shortcut text NOT NULL,
  name text NOT NULL,
  election text NOT NULL
);

CREATE TABLE dawum_institutes (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE dawum_taskers (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE dawum_methods (
  id integer PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE dawum_parties (
  id integer PRIMARY KEY,
  shortcut text NOT NULL,
  name text NOT NULL
);

CREATE TABLE dawum_surveys (
  id integer PRIMARY KEY,
  date date NOT NULL,
  period_start date,
  period_end date,
  surveyed_persons integer,
  parliament_id integer NOT NULL,
  institute_id integer NOT NULL,
  tasker_id integer,
  -- null in DAWUM's older schema
  method_id integer,
  -- the results as `partyId:percent,...` by party: the sync rewrites the results of a survey only when it changed
  results_key text NOT NULL
);
CREATE INDEX dawum_surveys_parliament_date_index ON dawum_surveys (parliament_id, date DESC, id DESC);
CREATE INDEX dawum_surveys_date_index ON dawum_surveys (date DESC, id DESC);
CREATE INDEX dawum_surveys_institute_index ON dawum_surveys (institute_id, date DESC);
-- the current polls: the latest survey of each institute for a parliament
CREATE INDEX dawum_surveys_latest_index ON dawum_surveys (parliament_id, institute_id, date DESC, id DESC);

-- Written only by the sync, with its surveys in one transaction: no foreign key (its check per row would slow the
-- import down).
CREATE TABLE dawum_survey_results (
  survey_id integer NOT NULL,
  party_id integer NOT NULL,
  percent double precision NOT NULL,
  PRIMARY KEY (survey_id, party_id)
);
CREATE INDEX dawum_survey_results_party_index ON dawum_survey_results (party_id);

-- One row: the last sync. A failed sync sets outcome and error and leaves last_update (the data held) alone.
CREATE TABLE dawum_sync_status (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_sync_at timestamptz NOT NULL,
  last_update text,
  outcome text NOT NULL CHECK (outcome IN ('OK', 'UNCHANGED', 'FAILED')),
  error_code text,
  error_detail text
);
