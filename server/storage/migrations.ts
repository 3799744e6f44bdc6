/**
 * The versioned schema of both SQL storages (docs/deploy.md#migrations): an ordered list of migrations,
 * each with one step for SQLite and one for PostgreSQL. A database records the versions it has applied in
 * `schema_migrations`; at start the storage applies the missing ones in order (migrate.ts).
 *
 * Migration 1 is the schema as it was before versioning (matches, their log, the health row, the listing
 * columns and their indexes). It is written to be safe on a database made before versioning, with or
 * without the listing columns: it creates only what is missing and fills added columns from each match's
 * metadata. Later migrations are plain steps that run once, most the same SQL on both (`sameSqlMigration`).
 * Never change a migration that has shipped: add one.
 */
import type { Server } from 'boardgame.io';
import { ADDED_COLUMNS, columnValues } from './records';
import { numberPlaceholders } from './sql-access';
import { accountCredentials } from './account-credentials-migration';
import type { Migration } from './migration';

export type { Migration } from './migration';

/** A migration that runs the same SQL on SQLite and on PostgreSQL. */
export function sameSqlMigration(version: number, name: string, sql: string): Migration {
  return {
    version,
    name,
    sqlite: (db) => void db.exec(sql),
    postgres: async (c) => void (await c.query(sql)),
  };
}

const SQLITE_MATCHES = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  is_gameover INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  state_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_listing ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_entries_match ON log_entries (match_id, seq);
CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);
`;

const POSTGRES_MATCHES = `
CREATE TABLE IF NOT EXISTS matches (
  id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  is_gameover SMALLINT NOT NULL,
  updated_at BIGINT NOT NULL,
  state_id INTEGER NOT NULL,
  state TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  metadata TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_listing ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq BIGSERIAL PRIMARY KEY,
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  entry TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_entries_match ON log_entries (match_id, seq);
CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at BIGINT NOT NULL);
`;

const LISTING_INDEXES = `
CREATE INDEX IF NOT EXISTS matches_page ON matches (game_name, unlisted, is_gameover, updated_at, id);
CREATE INDEX IF NOT EXISTS matches_page_all ON matches (game_name, unlisted, updated_at, id);
CREATE INDEX IF NOT EXISTS matches_open ON matches (is_gameover, updated_at);
`;

const FILL_COLUMNS = 'game_name = ?, is_gameover = ?, updated_at = ?, unlisted = ?, seated = ?, humans = ?';

/** Today's match tables, made or completed (the listing columns filled from the metadata of older databases). */
const matches: Migration = {
  version: 1,
  name: 'matches',
  sqlite(db) {
    db.exec(SQLITE_MATCHES);
    const present = new Set((db.pragma('table_info(matches)') as { name: string }[]).map((c) => c.name));
    const missing = Object.entries(ADDED_COLUMNS).filter(([name]) => !present.has(name));
    for (const [name, type] of missing) db.exec(`ALTER TABLE matches ADD COLUMN ${name} ${type}`);
    if (missing.length > 0) {
      const fill = db.prepare(`UPDATE matches SET ${FILL_COLUMNS} WHERE id = ?`);
      for (const row of db.prepare('SELECT id, metadata FROM matches').all() as { id: string; metadata: string }[]) {
        fill.run(...columnValues(JSON.parse(row.metadata) as Server.MatchData), row.id);
      }
    }
    db.exec(LISTING_INDEXES);
  },
  async postgres(c) {
    await c.query(POSTGRES_MATCHES);
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'matches' AND column_name = ANY($1)`,
      [Object.keys(ADDED_COLUMNS)],
    );
    const missing = (rows[0] as { n: number }).n < Object.keys(ADDED_COLUMNS).length;
    if (missing) {
      for (const [name, type] of Object.entries(ADDED_COLUMNS))
        await c.query(`ALTER TABLE matches ADD COLUMN IF NOT EXISTS ${name} ${type}`);
      const all = await c.query('SELECT id, metadata FROM matches');
      for (const row of all.rows as { id: string; metadata: string }[]) {
        await c.query(numberPlaceholders(`UPDATE matches SET ${FILL_COLUMNS} WHERE id = ?`), [
          ...columnValues(JSON.parse(row.metadata) as Server.MatchData),
          row.id,
        ]);
      }
    }
    await c.query(LISTING_INDEXES);
  },
};

/**
 * Accounts and their sessions. A session row holds only a hash of its cookie's
 * token, so a copy of the database signs nobody in; `id` is the session's public handle in the device list.
 */
const ACCOUNTS = `
CREATE TABLE accounts (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  created_at BIGINT NOT NULL
);
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  device TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id, last_seen_at);
CREATE INDEX sessions_expiry ON sessions (expires_at);
`;

const accounts = sameSqlMigration(2, 'accounts', ACCOUNTS);

/**
 * The seats accounts hold (docs/security.md#account-seats): one row per seat of a match an account joined,
 * keyed by the seat, so a seat belongs to at most one account. The row keeps a SHA-256 of the seat's
 * credentials, never the credentials: the seat route hands out the match's own credentials only while
 * they still hash to it. Rows go with their account and with their match.
 */
const ACCOUNT_SEATS = `
CREATE TABLE account_seats (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat TEXT NOT NULL,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_name TEXT NOT NULL,
  credentials_hash TEXT NOT NULL,
  joined_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX account_seats_account ON account_seats (account_id, joined_at);
`;

const accountSeats = sameSqlMigration(3, 'account seats', ACCOUNT_SEATS);

/**
 * Link codes (docs/security.md#link-codes): a signed-in device shows a short code that signs in another
 * device once, within minutes. The table keeps only the code's SHA-256, so any process of a cluster can
 * take a code another showed, and a copy of the database holds no usable code.
 */
const LINK_CODES = `
CREATE TABLE link_codes (
  code_hash TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX link_codes_account ON link_codes (account_id);
CREATE INDEX link_codes_expiry ON link_codes (expires_at);
`;

const linkCodes = sameSqlMigration(4, 'link codes', LINK_CODES);

/**
 * Passkeys (docs/security.md#passkeys): each account's WebAuthn credentials (the public key and the
 * signature counter; no secret), and the challenges the server issued, kept until used (once) or expired,
 * so any process of a cluster verifies a ceremony another began. A challenge row is found by the
 * challenge's SHA-256.
 */
const PASSKEYS = `
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  counter BIGINT NOT NULL,
  transports TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT NOT NULL
);
CREATE INDEX passkeys_account ON passkeys (account_id);
CREATE TABLE webauthn_challenges (
  challenge_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  account_id TEXT NOT NULL,
  name TEXT,
  expires_at BIGINT NOT NULL
);
CREATE INDEX webauthn_challenges_expiry ON webauthn_challenges (expires_at);
`;

const passkeys = sameSqlMigration(5, 'passkeys', PASSKEYS);

/**
 * Names given up (docs/security.md#account-names): after a rename or a deleted account, the old name stays
 * reserved until `released_at` (server/accounts/profile-routes.ts NAME_HOLD_DAYS), so nobody else takes it
 * at once and passes for its owner; the account that gave it up may take it back meanwhile.
 */
const NAME_HOLDS = `
CREATE TABLE name_holds (
  name_key TEXT PRIMARY KEY,
  account_id TEXT NOT NULL,
  released_at BIGINT NOT NULL
);
`;

const nameHolds = sameSqlMigration(6, 'name holds', NAME_HOLDS);

/**
 * Web Push (server/push/): the server's VAPID key pair, one row made at first start and shared by every
 * process, and the devices subscribed to a seat's turns (docs/turn-based.md#push).
 */
const PUSH = `
CREATE TABLE push_keys (
  id INTEGER PRIMARY KEY,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE TABLE push_subscriptions (
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  language TEXT NOT NULL,
  muted SMALLINT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seat, endpoint)
);
CREATE INDEX push_subscriptions_endpoint ON push_subscriptions (endpoint);
`;

const push = sameSqlMigration(7, 'push', PUSH);

/**
 * Ratings: each identity's skill per game (an account, `account:<id>`, or a bot level, `bot:<level>`);
 * `rated_matches` holds one row per rated match once it is rated (its key makes the update happen once);
 * `rated_results` each seat's rank and skill before and after, kept when the match expires, so ratings can
 * be recomputed from them; `rated_seats` who holds each seat of a rated match while it is played.
 */
const RATINGS = `
CREATE TABLE ratings (
  identity TEXT NOT NULL,
  game_name TEXT NOT NULL,
  mu DOUBLE PRECISION NOT NULL,
  sigma DOUBLE PRECISION NOT NULL,
  games INTEGER NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (identity, game_name)
);
CREATE TABLE rated_matches (
  match_id TEXT PRIMARY KEY,
  game_name TEXT NOT NULL,
  finished_at BIGINT NOT NULL
);
CREATE TABLE rated_results (
  match_id TEXT NOT NULL REFERENCES rated_matches (match_id) ON DELETE CASCADE,
  seat TEXT NOT NULL,
  identity TEXT NOT NULL,
  game_name TEXT NOT NULL,
  rank INTEGER NOT NULL,
  left_match SMALLINT NOT NULL,
  mu_before DOUBLE PRECISION NOT NULL,
  sigma_before DOUBLE PRECISION NOT NULL,
  mu_after DOUBLE PRECISION NOT NULL,
  sigma_after DOUBLE PRECISION NOT NULL,
  finished_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX rated_results_identity ON rated_results (identity, game_name, finished_at);
CREATE INDEX rated_results_season ON rated_results (game_name, finished_at);
CREATE TABLE rated_seats (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  seat TEXT NOT NULL,
  identity TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
`;

const ratings = sameSqlMigration(8, 'ratings', RATINGS);

/**
 * One seat per account in a rated match, held by the database (docs/ratings.md#rated-tables): a row per
 * account and rated match, taken before the account's join (its key refuses a second one, even from a join
 * racing the first) and given back when the join fails or the seat is left before the start. The accounts
 * seated at rated tables already get theirs.
 */
const RATED_ACCOUNTS = `
CREATE TABLE rated_accounts (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  identity TEXT NOT NULL,
  claimed_at BIGINT NOT NULL,
  PRIMARY KEY (match_id, identity)
);
INSERT INTO rated_accounts (match_id, identity, claimed_at) SELECT DISTINCT match_id, identity, 0 FROM rated_seats;
`;

const ratedAccounts = sameSqlMigration(9, 'rated-accounts', RATED_ACCOUNTS);

/**
 * Migration 10, an account's devices for turn notifications (docs/turn-based.md#push): a device subscribes
 * once, from a signed-in session, and hears of every seat the account holds (account_seats). The row goes
 * with its session (signing that device out, or out everywhere else, stops it) and with its account.
 * `push_mutes` mutes one seat of a match for every device, the seat's and its account's.
 */
const ACCOUNT_PUSH = `
CREATE TABLE push_account_devices (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  endpoint TEXT NOT NULL,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (account_id, endpoint)
);
CREATE INDEX push_account_devices_endpoint ON push_account_devices (endpoint);
CREATE INDEX push_account_devices_session ON push_account_devices (session_id);
CREATE TABLE push_mutes (
  match_id TEXT NOT NULL,
  seat TEXT NOT NULL,
  PRIMARY KEY (match_id, seat)
);
`;

const accountPush = sameSqlMigration(10, 'account push', ACCOUNT_PUSH);

/**
 * Migration 11, a match's state as steps (docs/performance.md#state-steps, storage/state-steps.ts): SQLite
 * keeps each match's state in `match_states`, a whole state and the patches after it, instead of the
 * whole state in the `matches` row on every move (which also made every metadata change rewrite it). Each
 * match's state moves there as a whole state, and the column goes. PostgreSQL keeps the whole state in
 * `matches` (its rows are written per move as before): nothing changes there.
 */
const SQLITE_STATE_STEPS = `
CREATE TABLE match_states (
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  state_id INTEGER NOT NULL,
  patch INTEGER NOT NULL,
  body TEXT NOT NULL,
  PRIMARY KEY (match_id, state_id)
);
INSERT INTO match_states (match_id, state_id, patch, body) SELECT id, state_id, 0, state FROM matches;
ALTER TABLE matches DROP COLUMN state;
`;

const stateSteps: Migration = {
  version: 11,
  name: 'state steps',
  sqlite: (db) => void db.exec(SQLITE_STATE_STEPS),
  postgres: async () => {},
};

/**
 * Migration 13, season standings (docs/ratings.md#leaderboards, server/ratings/season-standings.ts): each
 * identity's rating after its last rated game of a season and its games there, kept by the rating
 * transaction so a season's leaderboard reads one page of an index instead of every result of the season.
 * Built here from the results already stored (an identity's games counted once per match, as some older
 * matches stored a result for each seat of a bot level). Self-contained: the season is the UTC quarter and
 * the rating round(1000 + 25 × (μ − 3σ)), as when it shipped.
 */
const SEASON_STANDINGS = `
CREATE TABLE season_standings (
  game_name TEXT NOT NULL,
  season TEXT NOT NULL,
  identity TEXT NOT NULL,
  kind TEXT NOT NULL,
  mu DOUBLE PRECISION NOT NULL,
  sigma DOUBLE PRECISION NOT NULL,
  rating INTEGER NOT NULL,
  games INTEGER NOT NULL,
  last_at BIGINT NOT NULL,
  PRIMARY KEY (game_name, season, identity)
);
CREATE INDEX season_standings_rank ON season_standings (game_name, season, kind, rating DESC, identity);
`;

interface ResultRow {
  match_id: string;
  game_name: string;
  identity: string;
  mu_after: number;
  sigma_after: number;
  finished_at: number | string;
}

const RESULTS_IN_ORDER =
  'SELECT match_id, game_name, identity, mu_after, sigma_after, finished_at FROM rated_results ORDER BY finished_at, match_id, seat';

/** The standings rows of these results (in the order they were rated). */
function standingsOf(rows: ResultRow[]): (string | number)[][] {
  const seasonName = (time: number) => {
    const date = new Date(time);
    return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
  };
  const held = new Map<string, { row: ResultRow; matches: Set<string> }>();
  for (const row of rows) {
    const key = `${row.game_name}\n${seasonName(Number(row.finished_at))}\n${row.identity}`;
    held.set(key, { row, matches: (held.get(key)?.matches ?? new Set<string>()).add(row.match_id) });
  }
  return [...held.values()].map(({ row, matches }) => {
    const [mu, sigma, at] = [Number(row.mu_after), Number(row.sigma_after), Number(row.finished_at)];
    const kind = row.identity.startsWith('bot:') ? 'bot' : 'account';
    const rating = Math.round(1000 + 25 * (mu - 3 * sigma));
    return [row.game_name, seasonName(at), row.identity, kind, mu, sigma, rating, matches.size, at];
  });
}

const INSERT_STANDING = `INSERT INTO season_standings (game_name, season, identity, kind, mu, sigma, rating, games, last_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

const seasonStandings: Migration = {
  version: 13,
  name: 'season standings',
  sqlite: (db) => {
    db.exec(SEASON_STANDINGS);
    const insert = db.prepare(INSERT_STANDING);
    for (const values of standingsOf(db.prepare(RESULTS_IN_ORDER).all() as ResultRow[])) insert.run(...values);
  },
  postgres: async (c) => {
    await c.query(SEASON_STANDINGS);
    const { rows } = await c.query(RESULTS_IN_ORDER);
    for (const values of standingsOf(rows as ResultRow[])) await c.query(numberPlaceholders(INSERT_STANDING), values);
  },
};

/**
 * Migration 14, the clock heartbeat (docs/security.md#downtime, server/table/clock-heartbeat.ts): one row per
 * database, the last time a server process was alive, written every few seconds by each process; a start
 * that finds it older than an outage adds the gap to `paused_ms`, the outage time every running deadline is
 * extended by.
 */
const HEARTBEAT = `
CREATE TABLE clock_heartbeat (
  id INTEGER PRIMARY KEY,
  beat_at BIGINT NOT NULL,
  paused_ms BIGINT NOT NULL,
  outages INTEGER NOT NULL
);
`;

const heartbeat = sameSqlMigration(14, 'clock heartbeat', HEARTBEAT);

/**
 * Migration 15, finished matches kept as their records (docs/replays.md#finished-matches, storage/compaction.ts):
 * `archived` says what became of a finished match's stored state, log and initial state (0: stored whole, not
 * yet compacted; 1: replaced by `archive`, match-archive.ts; 2: kept whole, no archive stands for it), and
 * an index finds the finished matches not compacted yet. The matches finished before this migration are
 * compacted by the same background compaction, after the server starts (a migration cannot replay games).
 */
const archiveSql = (blob: string) => `
ALTER TABLE matches ADD COLUMN archived SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN archive ${blob};
CREATE INDEX matches_unarchived ON matches (updated_at) WHERE is_gameover = 1 AND archived = 0;
`;

const matchArchives: Migration = {
  version: 15,
  name: 'match archives',
  sqlite: (db) => void db.exec(archiveSql('BLOB')),
  postgres: async (c) => void (await c.query(archiveSql('BYTEA'))),
};

/**
 * Migration 16, friends and blocks (docs/security.md#friends, server/accounts/friend-store.ts): a friendship
 * is two rows (one per side, so each side's list is one index read); a request is one row from its sender;
 * a block one row from the account that blocks; an invitation to a table one row per sender, friend and
 * match, gone with the match; `account_activity` the last time an account's page asked for its invitations
 * (who is online now). Every row goes with either account.
 */
const FRIENDS = `
CREATE TABLE friendships (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  friend_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  since BIGINT NOT NULL,
  PRIMARY KEY (account_id, friend_id)
);
CREATE TABLE friend_requests (
  from_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  to_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (from_id, to_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_id, created_at);
CREATE TABLE blocks (
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  blocked_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  PRIMARY KEY (account_id, blocked_id)
);
CREATE INDEX blocks_blocked ON blocks (blocked_id);
CREATE TABLE table_invitations (
  id TEXT PRIMARY KEY,
  from_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  to_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  game_name TEXT NOT NULL,
  match_id TEXT NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  UNIQUE (from_id, to_id, match_id)
);
CREATE INDEX table_invitations_to ON table_invitations (to_id, expires_at);
CREATE TABLE account_activity (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  seen_at BIGINT NOT NULL
);
`;

const friends = sameSqlMigration(16, 'friends', FRIENDS);

/**
 * Migration 17, e-mail (docs/security.md#email, server/mail/): an account's one address, kept only while it
 * has one (deleted with the address or the account), with the SHA-256 of its pending verification token,
 * its unsubscribe key and its choices; `mail_outbox` the mails to send, each claimed by one process at a time
 * (`claim`, until `claimed_until`), retried at `next_at`, its `dedupe_key` unique while it waits (one turn mail per account
 * and match) and cleared once it is sent. Sent rows stay a day (the per-account bound counts them).
 */
const MAIL = `
CREATE TABLE mail_addresses (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  verified SMALLINT NOT NULL,
  token_hash TEXT,
  token_expires_at BIGINT,
  unsubscribe_key TEXT NOT NULL UNIQUE,
  language TEXT NOT NULL,
  turns SMALLINT NOT NULL,
  invitations SMALLINT NOT NULL,
  tournaments SMALLINT NOT NULL,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_addresses_token ON mail_addresses (token_hash);
CREATE TABLE mail_outbox (
  id TEXT PRIMARY KEY,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  dedupe_key TEXT UNIQUE,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  next_at BIGINT NOT NULL,
  claimed_until BIGINT NOT NULL,
  claim TEXT,
  sent_at BIGINT,
  created_at BIGINT NOT NULL
);
CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_at);
CREATE INDEX mail_outbox_account ON mail_outbox (account_id, sent_at);
`;

const mail = sameSqlMigration(17, 'mail', MAIL);

/**
 * Migration 18, quick play (docs/quick-play.md#storage, server/tournaments/quick-play-store.ts): one row per player
 * waiting in a queue or just matched. `queue_key` is what must be equal to meet (the game, rated or casual,
 * the clock); `players` the count wanted (0: any). The player holds the ticket, the row its SHA-256. An
 * account is in one queue at a time (`account_id` unique; guests have none and are bounded per address).
 * A matched row has its `match_id` (claimed by one conditional update of every row of the match), then its
 * seat and credentials once the match is made, and is removed a minute after. `quick_play_pairers` holds one
 * row per game, whose holder, until `held_until`, is the one process that pairs that game's queues.
 */
const QUICK_PLAY = `
CREATE TABLE quick_play_entries (
  id TEXT PRIMARY KEY,
  ticket_hash TEXT NOT NULL UNIQUE,
  game_name TEXT NOT NULL,
  queue_key TEXT NOT NULL,
  players INTEGER NOT NULL,
  rated SMALLINT NOT NULL,
  clock TEXT NOT NULL,
  account_id TEXT UNIQUE REFERENCES accounts (id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  player_name TEXT NOT NULL,
  rating INTEGER NOT NULL,
  bot_after_ms BIGINT,
  joined_at BIGINT NOT NULL,
  seen_at BIGINT NOT NULL,
  match_id TEXT,
  seat TEXT,
  credentials TEXT,
  matched_at BIGINT
);
CREATE INDEX quick_play_waiting ON quick_play_entries (game_name, match_id, joined_at);
CREATE INDEX quick_play_queue ON quick_play_entries (queue_key, match_id);
CREATE INDEX quick_play_address ON quick_play_entries (address);
CREATE TABLE quick_play_pairers (
  game_name TEXT PRIMARY KEY,
  holder TEXT NOT NULL,
  held_until BIGINT NOT NULL
);
`;

const quickPlay = sameSqlMigration(18, 'quick play', QUICK_PLAY);

/**
 * Migration 19, avatars (docs/security.md#avatars, server/accounts/avatar-store.ts): the style and colour an
 * account picked, by name, one row per account that changed them from the default, gone with the account.
 */
const AVATARS = `
CREATE TABLE account_avatars (
  account_id TEXT PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  style TEXT NOT NULL,
  colour TEXT NOT NULL,
  chosen_at BIGINT NOT NULL
);
`;

const avatars = sameSqlMigration(19, 'avatars', AVATARS);

/**
 * Migration 20, tournaments (docs/tournaments.md#storage, server/tournaments/tournament-store.ts): a
 * tournament's settings, state and current round, with the lease (`holder` until `held_until`) of the one
 * process that runs it; each player's registration (registered, checked-in, withdrawn, dropped) with the
 * rating it was seeded by; each round's tables, claimed before their match is made (a unique key on the
 * tournament, round and table number: a round's tables are written once), the match then named on the row
 * before the match is made, the players in seat order (JSON), and the points once the table is over.
 */
const TOURNAMENTS = `
CREATE TABLE tournaments (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  game_name TEXT NOT NULL,
  table_size INTEGER NOT NULL,
  format TEXT NOT NULL,
  rounds INTEGER NOT NULL,
  placement TEXT,
  rated SMALLINT NOT NULL,
  clock TEXT NOT NULL,
  setup_data TEXT,
  starts_at BIGINT NOT NULL,
  check_in_minutes INTEGER NOT NULL,
  cap INTEGER NOT NULL,
  invite_hash TEXT,
  creator_id TEXT REFERENCES accounts (id) ON DELETE SET NULL,
  creator_name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  state TEXT NOT NULL,
  round INTEGER NOT NULL,
  holder TEXT,
  held_until BIGINT NOT NULL
);
CREATE INDEX tournaments_state ON tournaments (state, starts_at);
CREATE INDEX tournaments_creator ON tournaments (creator_id, created_at);
CREATE TABLE tournament_players (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  account_id TEXT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  player_name TEXT NOT NULL,
  state TEXT NOT NULL,
  rating INTEGER NOT NULL,
  seed INTEGER,
  registered_at BIGINT NOT NULL,
  PRIMARY KEY (tournament_id, account_id)
);
CREATE INDEX tournament_players_account ON tournament_players (account_id, state);
CREATE TABLE tournament_tables (
  tournament_id TEXT NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
  round INTEGER NOT NULL,
  table_no INTEGER NOT NULL,
  seats TEXT NOT NULL,
  match_id TEXT,
  opened_at BIGINT,
  settled SMALLINT NOT NULL,
  points TEXT,
  PRIMARY KEY (tournament_id, round, table_no)
);
CREATE INDEX tournament_tables_match ON tournament_tables (match_id);
`;

const tournaments = sameSqlMigration(20, 'tournaments', TOURNAMENTS);

/**
 * Migration 21, elimination formats (docs/tournaments.md#storage): a single elimination's or a knockout's
 * best of (1, 3 or 5), and for groups then knockout the number of groups, how many of each go on and the
 * groups' best of; null for the Swiss formats. The groups' numbers are fitted to the players at the start.
 */
const TOURNAMENT_BRACKETS = `
ALTER TABLE tournaments ADD COLUMN best_of INTEGER;
ALTER TABLE tournaments ADD COLUMN group_count INTEGER;
ALTER TABLE tournaments ADD COLUMN qualifiers INTEGER;
ALTER TABLE tournaments ADD COLUMN group_best_of INTEGER;
`;

const tournamentBrackets = sameSqlMigration(21, 'tournament brackets', TOURNAMENT_BRACKETS);

export const MIGRATIONS: readonly Migration[] = [
  matches,
  accounts,
  accountSeats,
  linkCodes,
  passkeys,
  nameHolds,
  push,
  ratings,
  ratedAccounts,
  accountPush,
  stateSteps,
  accountCredentials,
  seasonStandings,
  heartbeat,
  matchArchives,
  friends,
  mail,
  quickPlay,
  avatars,
  tournaments,
  tournamentBrackets,
];

/** The newest version: the migrations are numbered in their list's order (1, 2, 3, ...), the last the newest. */
export const LATEST_VERSION = MIGRATIONS.length;
