/**
 * Every limit the server enforces, with its default and the environment variable that changes it (the
 * README's "Running your own server" lists them; docs/security.md says what each one stops). `limitsFromEnv`
 * reads them once at start; tests pass their own values to `startServer`.
 */
export interface Limits {
  /** Lobby: match creations per client address per minute. */
  createsPerMinute: number;
  /** Lobby: joins, leaves, updates, play-agains and bot requests per client address per minute. */
  lobbyWritesPerMinute: number;
  /** Quick play: joins and leaves of its queues per client address per minute (docs/quick-play.md#limits). */
  quickPlayWritesPerMinute: number;
  /** Tournaments: creations, registrations, check-ins and withdrawals per client address per minute (docs/tournaments.md#limits). */
  tournamentWritesPerMinute: number;
  /** Lobby: the most unfinished matches the server keeps; creating more answers 503. */
  maxOpenMatches: number;
  /** An unfinished match in which nobody took a seat is wiped after this many minutes. */
  emptyMatchMinutes: number;
  /** Any unfinished match nobody moved in is wiped after this many hours. */
  abandonedMatchHours: number;
  /** Retention (docs/security.md#retention): a finished match is wiped this many days after it finished. */
  finishedMatchDays: number;
  /** Retention: a finished match no person holds a seat of (bots alone finished it) is wiped after this many hours. */
  unattendedMatchHours: number;
  /** Retention: the most finished matches kept; past it the oldest are wiped first. */
  maxFinishedMatches: number;
  /** The most moves one match may take (bounds its log, docs/security.md#retention); past it moves are refused. */
  movesPerMatch: number;
  /**
   * Socket: packets per second per seat (all the sockets of one seat together), or per client address for
   * sockets that hold no seat yet (with a burst of three seconds' worth); past it they are dropped.
   */
  packetsPerSecond: number;
  /** Socket: a socket that keeps flooding after this many dropped packets in a row is disconnected. */
  droppedPacketsBeforeDisconnect: number;
  /** Socket: bytes the server may hold for a socket that does not read; past it the socket is disconnected. */
  socketBacklogBytes: number;
  /** Socket: the largest move argument, as JSON. */
  moveArgBytes: number;
  /** Socket: spectators per match (per server process). */
  spectatorsPerMatch: number;
  /** Chat: the longest message, in characters. */
  chatMessageChars: number;
  /** Chat: messages per minute per seat (all its sockets together; in a cluster, all processes together). */
  chatMessagesPerMinute: number;
  /** Chat history: the last messages kept per match (server/table/chat-history.ts). */
  chatHistoryMessages: number;
  /** Chat history: the most bytes (as JSON) kept per match. */
  chatHistoryBytes: number;
  /** Bots: bot seats one client address may add per hour. */
  botSeatsPerClientPerHour: number;
  /** Bots: bot seats running on the server at once. */
  maxBotSeats: number;
  /** HTTP: requests other than lobby writes (list, match, records, health, files) per client address per minute. */
  readsPerMinute: number;
  /** Sockets: game sockets one client address may hold open at once (per server process). */
  socketsPerClient: number;
  /** Sockets: new game connections (socket.io handshakes) per client address per minute. */
  socketConnectsPerMinute: number;
  /** TCP: connections one peer address may hold open at once (not counted for trusted proxies). */
  connectionsPerClient: number;
  /** Presence: how often a seat's online/offline status may be written, per minute (flapping is coalesced). */
  presenceChangesPerMinute: number;
  /** Memory: bytes of JSON the public list's page cache may hold. */
  listCacheBytes: number;
  /** The public list: the largest page, in bytes of JSON (a page stops early, its `next` cursor goes on). */
  listPageBytes: number;
  /** Memory: bytes of JSON the records route's cache may hold. */
  recordCacheBytes: number;
  /** Records of unfinished matches waiting to be built at once; more answer 503. */
  recordBuildsQueued: number;
  /** Memory: bytes of JSON (measured) the match state cache may hold. */
  stateCacheBytes: number;
  /** Tasks (moves, syncs, presence) waiting in this process's match queues at once; more are refused. */
  queuedTasks: number;
  /** Push: notifications being delivered at once by this process (server/push/delivery-slots.ts). */
  pushDeliveries: number;
  /** Push: notifications being delivered at once to one push service host. */
  pushDeliveriesPerHost: number;
  /** Push: deliveries waiting for a slot or a retry; past it new ones are dropped. */
  pushQueued: number;
  /** Push: failed deliveries in a row (any answer but 2xx, or no answer) after which an endpoint is removed. */
  pushFailuresBeforeDrop: number;
}

export const DEFAULT_LIMITS: Limits = {
  createsPerMinute: 20,
  lobbyWritesPerMinute: 120,
  quickPlayWritesPerMinute: 20,
  tournamentWritesPerMinute: 20,
  maxOpenMatches: 20_000,
  emptyMatchMinutes: 60,
  abandonedMatchHours: 7 * 24,
  finishedMatchDays: 30,
  unattendedMatchHours: 24,
  maxFinishedMatches: 100_000,
  movesPerMatch: 3_000,
  packetsPerSecond: 20,
  droppedPacketsBeforeDisconnect: 200,
  socketBacklogBytes: 2_000_000,
  moveArgBytes: 1_024,
  spectatorsPerMatch: 50,
  chatMessageChars: 300,
  chatMessagesPerMinute: 20,
  chatHistoryMessages: 50,
  chatHistoryBytes: 20_000,
  botSeatsPerClientPerHour: 60,
  maxBotSeats: 500,
  readsPerMinute: 600,
  socketsPerClient: 50,
  socketConnectsPerMinute: 120,
  connectionsPerClient: 100,
  presenceChangesPerMinute: 12,
  listCacheBytes: 8_000_000,
  listPageBytes: 256_000,
  recordCacheBytes: 16_000_000,
  recordBuildsQueued: 8,
  stateCacheBytes: 200_000_000,
  queuedTasks: 20_000,
  pushDeliveries: 32,
  pushDeliveriesPerHost: 8,
  pushQueued: 10_000,
  pushFailuresBeforeDrop: 8,
};

/** The environment variable of each limit. */
export const LIMIT_ENV: Record<keyof Limits, string> = {
  createsPerMinute: 'LIMIT_CREATES_PER_MINUTE',
  lobbyWritesPerMinute: 'LIMIT_LOBBY_WRITES_PER_MINUTE',
  quickPlayWritesPerMinute: 'LIMIT_QUICK_PLAY_WRITES_PER_MINUTE',
  tournamentWritesPerMinute: 'LIMIT_TOURNAMENT_WRITES_PER_MINUTE',
  maxOpenMatches: 'LIMIT_OPEN_MATCHES',
  emptyMatchMinutes: 'EXPIRE_EMPTY_MATCH_MINUTES',
  abandonedMatchHours: 'EXPIRE_ABANDONED_MATCH_HOURS',
  finishedMatchDays: 'EXPIRE_FINISHED_MATCH_DAYS',
  unattendedMatchHours: 'EXPIRE_UNATTENDED_MATCH_HOURS',
  maxFinishedMatches: 'LIMIT_FINISHED_MATCHES',
  movesPerMatch: 'LIMIT_MOVES_PER_MATCH',
  packetsPerSecond: 'LIMIT_SOCKET_PACKETS_PER_SECOND',
  droppedPacketsBeforeDisconnect: 'LIMIT_SOCKET_DROPPED_PACKETS',
  socketBacklogBytes: 'LIMIT_SOCKET_BACKLOG_BYTES',
  moveArgBytes: 'LIMIT_MOVE_BYTES',
  spectatorsPerMatch: 'LIMIT_SPECTATORS_PER_MATCH',
  chatMessageChars: 'LIMIT_CHAT_CHARS',
  chatMessagesPerMinute: 'LIMIT_CHAT_PER_MINUTE',
  chatHistoryMessages: 'LIMIT_CHAT_HISTORY_MESSAGES',
  chatHistoryBytes: 'LIMIT_CHAT_HISTORY_BYTES',
  botSeatsPerClientPerHour: 'LIMIT_BOT_SEATS_PER_CLIENT_PER_HOUR',
  maxBotSeats: 'LIMIT_BOT_SEATS',
  readsPerMinute: 'LIMIT_READS_PER_MINUTE',
  socketsPerClient: 'LIMIT_SOCKETS_PER_CLIENT',
  socketConnectsPerMinute: 'LIMIT_SOCKET_CONNECTS_PER_MINUTE',
  connectionsPerClient: 'LIMIT_CONNECTIONS_PER_CLIENT',
  presenceChangesPerMinute: 'LIMIT_PRESENCE_CHANGES_PER_MINUTE',
  listCacheBytes: 'LIMIT_LIST_CACHE_BYTES',
  listPageBytes: 'LIMIT_LIST_PAGE_BYTES',
  recordCacheBytes: 'LIMIT_RECORD_CACHE_BYTES',
  recordBuildsQueued: 'LIMIT_RECORD_BUILDS_QUEUED',
  stateCacheBytes: 'LIMIT_STATE_CACHE_BYTES',
  queuedTasks: 'LIMIT_QUEUED_TASKS',
  pushDeliveries: 'LIMIT_PUSH_DELIVERIES',
  pushDeliveriesPerHost: 'LIMIT_PUSH_DELIVERIES_PER_HOST',
  pushQueued: 'LIMIT_PUSH_QUEUED',
  pushFailuresBeforeDrop: 'LIMIT_PUSH_FAILURES',
};

/** The limits with any set in the environment; a value that is not a positive number stops the start. */
export function limitsFromEnv(env: NodeJS.ProcessEnv = process.env): Limits {
  return positiveNumbersFromEnv(DEFAULT_LIMITS, LIMIT_ENV, env);
}

/**
 * `defaults` with each value that is set in the environment under its variable (`names`): a value that is
 * not a positive number throws, naming the variable, so the start stops with one clear line (server/main.ts).
 * The server's limits and the account limits (server/accounts/account-limits.ts) are both read with it.
 */
export function positiveNumbersFromEnv<T extends { [K in keyof T]: number }>(
  defaults: T,
  names: Record<keyof T, string>,
  env: NodeJS.ProcessEnv,
): T {
  const values = { ...defaults };
  for (const key of Object.keys(names) as (keyof T)[]) {
    const text = env[names[key]];
    if (text === undefined || text === '') continue;
    const value = Number(text);
    if (!Number.isFinite(value) || value <= 0)
      throw new Error(`${names[key]} must be a positive number (got "${text.slice(0, 20)}")`);
    values[key] = value as T[keyof T];
  }
  return values;
}
