-- The sandbox's storage (docs/sandbox.md): one SQLite file, so a restart loses nothing.
-- Every statement is idempotent (IF NOT EXISTS): db.ts runs this file on every start.
-- Timestamps are ISO 8601 UTC strings with milliseconds, so they compare as text.

CREATE TABLE IF NOT EXISTS accounts (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- Keys are kept as SHA-256 hashes only (docs/service.md#errors); the plain key is shown once, at creation.
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

-- `content` is the assembled StudyContent (docs/content-format.md) including studyId and revision.
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
  condition        TEXT,                -- the arm assigned at start (content with conditions)
  module_order     TEXT,                -- presentation.moduleOrder, ids joined by '|'; sent once
  UNIQUE (study_id, idempotency_key)
);
CREATE INDEX IF NOT EXISTS sessions_by_study ON sessions (study_id, seq);
CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (status, expires_at);

-- One row per answered variable: an upsert where the latest answered_at wins (docs/service.md#participant-calls).
-- A cleared answer keeps its row with value_num NULL (docs/service.md#researcher-side).
CREATE TABLE IF NOT EXISTS responses (
  session_id    TEXT NOT NULL REFERENCES sessions (id),
  variable_code TEXT NOT NULL,
  value_num     REAL,
  value_text    TEXT,
  answered_at   TEXT NOT NULL,
  rt_ms         INTEGER,
  changes       INTEGER,
  display_order TEXT,                 -- the option values in the order shown, joined by '|' (paradata)
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

-- Events (docs/service.md#events). Every event a state change raises is stored with its body,
-- serialised once, inside the change's transaction; a delivery row per subscribed endpoint is
-- the durable queue, so a restart loses nothing.
CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id                         TEXT PRIMARY KEY,   -- we_…
  account_id                 TEXT NOT NULL REFERENCES accounts (id),
  url                        TEXT NOT NULL,
  description                TEXT,
  events                     TEXT,               -- JSON array of event types; NULL = every type
  secret                     TEXT NOT NULL,
  previous_secret            TEXT,               -- still signs until previous_secret_expires_at
  previous_secret_expires_at TEXT,
  status                     TEXT NOT NULL CHECK (status IN ('active', 'paused')),
  consecutive_failures       INTEGER NOT NULL DEFAULT 0,
  paused_at                  TEXT,
  created_at                 TEXT NOT NULL,
  deleted_at                 TEXT
);

CREATE TABLE IF NOT EXISTS events (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  id          TEXT NOT NULL UNIQUE,   -- evt_…
  account_id  TEXT NOT NULL,
  type        TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  body        TEXT NOT NULL           -- the exact bytes every attempt sends
);

-- One event to one endpoint. `id` is the x-service-delivery header, the same on every attempt.
CREATE TABLE IF NOT EXISTS deliveries (
  seq             INTEGER PRIMARY KEY AUTOINCREMENT,
  id              TEXT NOT NULL UNIQUE,   -- dlv_…
  event_id        TEXT NOT NULL REFERENCES events (id),
  endpoint_id     TEXT NOT NULL REFERENCES webhook_endpoints (id),
  status          TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed', 'cancelled')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,                   -- sandbox clock; NULL once settled
  created_at      TEXT NOT NULL,
  completed_at    TEXT
);
CREATE INDEX IF NOT EXISTS deliveries_due ON deliveries (status, next_attempt_at);

CREATE TABLE IF NOT EXISTS delivery_attempts (
  delivery_id  TEXT NOT NULL REFERENCES deliveries (id),
  attempt      INTEGER NOT NULL,
  at           TEXT NOT NULL,             -- sandbox clock, when the outcome was known
  signed_at    INTEGER NOT NULL,          -- the signature's t (wall clock, Unix seconds)
  status_code  INTEGER,                   -- NULL when no answer came
  error        TEXT,
  duration_ms  INTEGER NOT NULL,
  PRIMARY KEY (delivery_id, attempt)
);

-- What the owner of an account should see, e.g. an endpoint paused after failures.
CREATE TABLE IF NOT EXISTS sandbox_notices (
  seq         INTEGER PRIMARY KEY AUTOINCREMENT,
  account_id  TEXT NOT NULL,
  type        TEXT NOT NULL,
  subject_id  TEXT NOT NULL,
  message     TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- Private inbound URLs (docs/service.md#events): POST /webhooks/in/{slug}, signed with the slug's secret.
CREATE TABLE IF NOT EXISTS inbound_endpoints (
  slug        TEXT PRIMARY KEY,
  account_id  TEXT NOT NULL REFERENCES accounts (id),
  secret      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);

-- The first answer to each signed push, answered again to a replay while the signature is fresh.
CREATE TABLE IF NOT EXISTS inbound_receipts (
  slug         TEXT NOT NULL,
  digest       TEXT NOT NULL,             -- SHA-256 of "<t>.<raw body>"
  signed_at    INTEGER NOT NULL,          -- t, Unix seconds
  status       INTEGER NOT NULL,
  body         TEXT NOT NULL,
  PRIMARY KEY (slug, digest)
);

-- Records kept by inbound actions; the latest `at` wins, so a repeated push changes nothing.
CREATE TABLE IF NOT EXISTS panel_invitations (
  account_id     TEXT NOT NULL,
  invitation_id  TEXT NOT NULL,
  status         TEXT NOT NULL,
  at             TEXT NOT NULL,
  updated_at     TEXT NOT NULL,
  PRIMARY KEY (account_id, invitation_id)
);

CREATE TABLE IF NOT EXISTS course_enrollments (
  account_id   TEXT NOT NULL,
  course_id    TEXT NOT NULL,
  student_ref  TEXT NOT NULL,
  status       TEXT NOT NULL,
  at           TEXT NOT NULL,
  updated_at   TEXT NOT NULL,
  PRIMARY KEY (account_id, course_id, student_ref)
);

-- Platform review of instruments (the /_sandbox/instruments controls). No row: approved, as
-- every seeded instrument is.
CREATE TABLE IF NOT EXISTS instrument_reviews (
  instrument_id  TEXT PRIMARY KEY REFERENCES instruments (id),
  status         TEXT NOT NULL CHECK (status IN ('submitted', 'approved', 'revision_requested')),
  updated_at     TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS instrument_translation_approvals (
  instrument_id  TEXT NOT NULL REFERENCES instruments (id),
  language       TEXT NOT NULL,
  approved_at    TEXT NOT NULL,
  PRIMARY KEY (instrument_id, language)
);

-- Short links (docs/service.md#link-api). A code is never given out twice: `short_code` stays UNIQUE after
-- a link is deleted. `created_wall_ms` is wall time, for the hourly creation limit per key.
CREATE TABLE IF NOT EXISTS links (
  seq              INTEGER PRIMARY KEY AUTOINCREMENT,
  id               TEXT NOT NULL UNIQUE,
  account_id       TEXT NOT NULL REFERENCES accounts (id),
  key_id           TEXT NOT NULL REFERENCES api_keys (id),
  short_code       TEXT NOT NULL UNIQUE,
  destination_url  TEXT NOT NULL,
  title            TEXT NOT NULL DEFAULT '',
  status           TEXT NOT NULL CHECK (status IN ('active', 'deleted')),
  clicks           INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT NOT NULL,
  created_wall_ms  INTEGER NOT NULL,
  deleted_at       TEXT
);
CREATE INDEX IF NOT EXISTS links_by_account ON links (account_id, seq);
CREATE INDEX IF NOT EXISTS links_by_key_time ON links (key_id, created_wall_ms);
