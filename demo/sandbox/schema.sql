-- The sandbox's storage (DESIGN.md §9): one SQLite file, so a restart loses nothing.
-- Every statement is idempotent (IF NOT EXISTS): db.ts runs this file on every start.
-- Timestamps are ISO 8601 UTC strings with milliseconds, so they compare as text.

CREATE TABLE IF NOT EXISTS accounts (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- Keys are kept as SHA-256 hashes only (DESIGN.md §5); the plain key is shown once, at creation.
CREATE TABLE IF NOT EXISTS api_keys (
  id          TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts (id),
  key_hash    TEXT NOT NULL UNIQUE,
  scopes      TEXT NOT NULL,          -- JSON array of 'read' | 'write'
  created_at  TEXT NOT NULL,
  revoked_at  TEXT
);

-- The public catalogue. `definition` is the whole seed file (items, translations, scoring).
CREATE TABLE IF NOT EXISTS instruments (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  version     TEXT NOT NULL,
  protected   INTEGER NOT NULL DEFAULT 0,
  definition  TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS licenses (
  id            TEXT PRIMARY KEY,     -- uuid
  account_id    TEXT NOT NULL REFERENCES accounts (id),
  instrument_id TEXT NOT NULL REFERENCES instruments (id),
  status        TEXT NOT NULL CHECK (status IN ('requested', 'approved', 'rejected', 'expired')),
  purpose       TEXT,
  requested_at  TEXT NOT NULL,
  decided_at    TEXT,
  expires_at    TEXT,
  expiring_noticed_at TEXT            -- when license.expiring was raised (once per licence)
);
CREATE INDEX IF NOT EXISTS licenses_by_account ON licenses (account_id, instrument_id);

-- `content` is the assembled StudyContent (DESIGN.md §3) including studyId and revision.
CREATE TABLE IF NOT EXISTS studies (
  id                 TEXT PRIMARY KEY,
  account_id         TEXT NOT NULL REFERENCES accounts (id),
  title              TEXT NOT NULL,
  description        TEXT NOT NULL DEFAULT '',
  status             TEXT NOT NULL CHECK (status IN ('draft', 'live', 'closed')),
  schedule           TEXT,               -- JSON { opensAt?, closesAt? } or NULL
  target_sample_size INTEGER,
  license_request_id TEXT REFERENCES licenses (id),
  content            TEXT NOT NULL,
  revision           TEXT NOT NULL,
  created_at         TEXT NOT NULL,
  updated_at         TEXT NOT NULL,
  target_reached_at  TEXT              -- when study.target_reached was raised
);
CREATE INDEX IF NOT EXISTS studies_by_account ON studies (account_id, id);

-- `seq` gives results a stable, chronological order; `id` is what clients see.
-- The token is kept in plain text because an Idempotency-Key replay must answer it again.
CREATE TABLE IF NOT EXISTS sessions (
  seq              INTEGER PRIMARY KEY AUTOINCREMENT,
  id               TEXT NOT NULL UNIQUE,
  token            TEXT NOT NULL,
  study_id         TEXT NOT NULL REFERENCES studies (id),
  status           TEXT NOT NULL CHECK (status IN ('started', 'completed', 'abandoned')),
  language         TEXT NOT NULL,
  participant_ref  TEXT,
  metadata         TEXT,                -- JSON object or NULL
  idempotency_key  TEXT,
  started_at       TEXT NOT NULL,
  last_activity_at TEXT NOT NULL,
  expires_at       TEXT NOT NULL,
  completed_at     TEXT,
  finish_result    TEXT,                -- the finish body, answered again on a repeated finish
  UNIQUE (study_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS sessions_by_study ON sessions (study_id, seq);
CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (status, expires_at);

-- One row per answered variable: an upsert where the latest answered_at wins (DESIGN.md §4).
-- A cleared answer keeps its row with value_num NULL (DESIGN.md §6).
CREATE TABLE IF NOT EXISTS responses (
  session_id    TEXT NOT NULL REFERENCES sessions (id),
  variable_code TEXT NOT NULL,
  value_num     REAL,
  value_text    TEXT,
  answered_at   TEXT NOT NULL,
  rt_ms         INTEGER,
  changes       INTEGER,
  PRIMARY KEY (session_id, variable_code)
);

CREATE TABLE IF NOT EXISTS scores (
  session_id    TEXT NOT NULL REFERENCES sessions (id),
  instrument_id TEXT NOT NULL,
  scale         TEXT NOT NULL,
  ordinal       INTEGER NOT NULL,     -- the scale's place among the finish body's scores
  value         REAL,
  band          TEXT,
  PRIMARY KEY (session_id, instrument_id, scale)
);
