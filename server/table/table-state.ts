/**
 * The table around an online match, kept in its metadata (`metadata.table`) so that every server process
 * and every restart sees the same: the creator's seat, the options chosen at creation (turn clock, grace
 * period, the level of bots that take over), and the running deadlines (turn clocks and disconnect grace
 * periods, epoch milliseconds) with each seat's chess-clock bank.
 *
 * A seat a bot stands in for keeps its player's name and credentials, so the player can come back and
 * reclaim it; its `data` says `{ bot: level, standIn: true }` and holds the bot's own credentials, which
 * `publicPlayers` strips before anything leaves the server. Everything here is pure: metadata in,
 * metadata out.
 */
import type { Ctx, Server } from 'boardgame.io';

export type Clock =
  | { mode: 'off' }
  | { mode: 'move'; moveSeconds: number }
  | { mode: 'chess'; bankSeconds: number; incrementSeconds: number };

/**
 * A per-move clock of at least this long makes a turn-based table (a move a day): players are not expected
 * to stay online, so a lost connection starts no grace period; only the clock brings a stand-in.
 */
export const TURN_BASED_SECONDS = 12 * 3600;

/** The clock a rated table without one gets (table-options.ts): two minutes per move. */
export const RATED_DEFAULT_CLOCK: Clock & { mode: 'move' } = { mode: 'move', moveSeconds: 120 };

export const isTurnBased = (clock: Clock) => clock.mode === 'move' && clock.moveSeconds >= TURN_BASED_SECONDS;

export interface TableOptions {
  clock: Clock;
  /** How long a seated player may be disconnected before a bot takes over. */
  graceSeconds: number;
  /** The level of the bots that take over a seat. */
  takeoverLevel: string;
  /** A purist table: no projected scores, feature highlights or tile counts on the board (docs/rules/carcassonne.md#purist). */
  purist: boolean;
  /**
   * A casual table: a player may ask the fair bot for a hint, computed in their own browser from their own
   * view. A rated table offers none, whatever this says (client/online/MatchFrame.tsx).
   */
  hints: boolean;
  /** A rated table (server/ratings/rated-tables.ts): set before the start, never unset, kept by the rematch. */
  rated?: boolean;
}

export interface TableState extends TableOptions {
  /** The seat of the match's first joiner: the one who may add bots to open seats. */
  creator?: string;
  /** Turn-clock deadlines per seat. */
  deadlines: Record<string, number>;
  /** Chess clock: each seat's time left when it is not its turn, in ms. */
  banks: Record<string, number>;
  /** Disconnect deadlines per seat: a bot takes over when one passes. */
  grace: Record<string, number>;
  /** The seats to play after the last move (so that a player's list of matches can say "your turn"). */
  toPlay?: string[];
  /** Turn-based tables: the deadline each seat was last reminded of (so each is reminded once). */
  reminded?: Record<string, number>;
  /**
   * The database's outage time (ms, table/clock-heartbeat.ts) the running deadlines already include: when
   * the database's total is more, the difference passed while no server was alive (`resumed`).
   */
  pausedMs?: number;
}

/** Why a bot stands in for a seat. */
export type TakeoverReason = 'left' | 'disconnected' | 'clock';

export interface StandInData {
  bot: string;
  standIn: true;
  /** The bot's own credentials for this seat (never sent to clients). */
  standInCredentials: string;
  /** Only for the current move (the player's clock ran out while they are still here). */
  oneMove?: boolean;
  /** The player left the match on purpose (they will not come back). */
  left?: boolean;
  /** The player's own data, restored when they reclaim the seat. */
  own?: unknown;
}

/** How a bot seat is named: after its seat (1-based, as players count) and its level. */
export const botName = (seat: string, level: string) => `Bot ${Number(seat) + 1} (${level})`;

export const DEFAULT_OPTIONS: TableOptions = {
  clock: { mode: 'off' },
  graceSeconds: 60,
  takeoverLevel: 'medium',
  purist: false,
  hints: true,
};

type Metadata = Server.MatchData & { table?: Partial<TableState> };

/**
 * The match's table, every option filled in. Built as a copy filled with the defaults it lacks rather than
 * `{ ...DEFAULT_OPTIONS, ...table }`: in V8 (Node 20) a literal with a second spread takes a slow path, about
 * 9 µs for this one against 0.1 µs, and a move reads its table several times (docs/performance.md#spread).
 */
export function tableOf(metadata: Server.MatchData): TableState {
  const table: Partial<TableState> = { ...(metadata as Metadata).table };
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof TableOptions)[])
    if (table[key] === undefined) (table as Record<string, unknown>)[key] = DEFAULT_OPTIONS[key];
  table.deadlines ??= {};
  table.banks ??= {};
  table.grace ??= {};
  return table as TableState;
}

export const withTable = (metadata: Server.MatchData, table: TableState): Server.MatchData =>
  ({ ...metadata, table }) as Server.MatchData;

export function standIn(player: Server.PlayerMetadata | undefined): StandInData | undefined {
  const data = player?.data as Partial<StandInData> | undefined;
  return data?.standIn === true && typeof data.bot === 'string' && typeof data.standInCredentials === 'string'
    ? (data as StandInData)
    : undefined;
}

/** A bot seat proper (added by a player), not a stand-in. */
export function isBotSeat(player: Server.PlayerMetadata | undefined): boolean {
  return typeof (player?.data as { bot?: unknown } | undefined)?.bot === 'string' && !standIn(player);
}

/** Whether a socket holding `credentials` for this seat is a bot (a bot seat, or the stand-in's own socket). */
export function playsAsBot(player: Server.PlayerMetadata | undefined, credentials: string | undefined): boolean {
  const stood = standIn(player);
  if (stood) return credentials === stood.standInCredentials;
  return isBotSeat(player);
}

/** How many seats people took (bot seats left out; a seat a bot stands in for counts: a person sat there). */
export const humanSeats = (metadata: Server.MatchData) =>
  Object.values(metadata.players).filter((p) => Boolean(p.name) && !isBotSeat(p)).length;

/** Every seat has been taken (by a person or a bot): the game is under way. */
export const allSeated = (metadata: Server.MatchData) => Object.values(metadata.players).every((p) => Boolean(p.name));

/**
 * The game has started: every seat was taken (or it is over). Before that no seat is shown its secrets and
 * nobody may move, so a seat that changes hands before the start has told nobody anything; from the start a
 * seat never changes hands (a player who leaves gets a stand-in bot and may come back with their
 * credentials). docs/security.md#one-seat-one-view.
 */
export const gameStarted = (metadata: Server.MatchData) =>
  allSeated(metadata) || (metadata.gameover !== undefined && metadata.gameover !== null);

/** The seat whose secrets a holder of `playerID` may see now: none (a spectator's view) before the start. */
export const viewingSeat = (metadata: Server.MatchData, playerID: string | null): string | null =>
  gameStarted(metadata) ? playerID : null;

const withPlayer = (metadata: Server.MatchData, seat: string, player: Server.PlayerMetadata): Server.MatchData => ({
  ...metadata,
  players: { ...metadata.players, [seat]: player },
  updatedAt: Date.now(),
});

/** A bot of the table's takeover level stands in for `seat` (a seat already stood in for is left alone). */
export function takeOver(
  metadata: Server.MatchData,
  seat: string,
  reason: TakeoverReason,
  credentials: string,
): Server.MatchData {
  const player = metadata.players[Number(seat)];
  if (!player?.name || metadata.gameover !== undefined || isBotSeat(player)) return metadata;
  const table = tableOf(metadata);
  const { [seat]: _grace, ...grace } = table.grace;
  const current = standIn(player);
  if (current) {
    if (reason === 'clock' || (!current.oneMove && (reason !== 'left' || current.left))) return metadata;
    // The bot stood in for one move (the player's clock) or for a lost connection; now they are gone for good.
    const data = { ...current, oneMove: undefined, ...(reason === 'left' ? { left: true as const } : {}) };
    return withTable(withPlayer(metadata, seat, { ...player, data }), { ...table, grace });
  }
  const data: StandInData = {
    bot: table.takeoverLevel,
    standIn: true,
    standInCredentials: credentials,
    ...(reason === 'clock' ? { oneMove: true } : {}),
    ...(reason === 'left' ? { left: true } : {}),
    ...(player.data === undefined ? {} : { own: player.data }),
  };
  return withTable(withPlayer(metadata, seat, { ...player, data }), { ...table, grace });
}

/** The player is back: the bot steps back and the seat's data is theirs again. */
export function reclaim(metadata: Server.MatchData, seat: string): Server.MatchData {
  const player = metadata.players[Number(seat)];
  const current = standIn(player);
  if (!player || !current) return metadata;
  const { data: _data, ...rest } = player;
  return withPlayer(metadata, seat, current.own === undefined ? rest : { ...rest, data: current.own });
}

/** After a move by `mover`: a one-move stand-in whose seat is no longer to play steps back. */
export function afterOneMove(metadata: Server.MatchData, mover: string, ctx: Ctx): Server.MatchData {
  const current = standIn(metadata.players[Number(mover)]);
  if (!current?.oneMove || activeSeats(ctx).includes(mover)) return metadata;
  return reclaim(metadata, mover);
}

/** Records the seats to play now (unchanged metadata when they are the same). */
export function toPlayAfter(metadata: Server.MatchData, ctx: Ctx): Server.MatchData {
  const table = tableOf(metadata);
  const toPlay = activeSeats(ctx);
  if (table.toPlay && table.toPlay.join() === toPlay.join()) return metadata;
  return withTable(metadata, { ...table, toPlay });
}

/** The seats that are to play. */
export function activeSeats(ctx: Ctx): string[] {
  if (ctx.gameover !== undefined) return [];
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

/**
 * The turn clocks after a move by `mover` (or at the start, mover undefined): per-move clocks restart for
 * every seat to play; a chess clock charges the mover the time it took, adds the increment, and runs for
 * every seat to play from its bank.
 */
export function clocksAfter(
  metadata: Server.MatchData,
  ctx: Ctx,
  mover: string | undefined,
  now: number,
): Server.MatchData {
  const table = tableOf(metadata);
  const { clock } = table;
  if (clock.mode === 'off') {
    // A clock taken off during the game: the deadlines still running end with their seat's move.
    const running = activeSeats(ctx).filter((seat) => seat !== mover && table.deadlines[seat] !== undefined);
    if (running.length === Object.keys(table.deadlines).length) return metadata;
    return withTable(metadata, {
      ...table,
      deadlines: Object.fromEntries(running.map((seat) => [seat, table.deadlines[seat]!])),
    });
  }
  const banks = { ...table.banks };
  if (clock.mode === 'chess') {
    for (const seat of Object.keys(metadata.players)) banks[seat] ??= clock.bankSeconds * 1000;
    if (mover !== undefined && table.deadlines[mover] !== undefined) {
      banks[mover] = Math.max(0, table.deadlines[mover] - now) + clock.incrementSeconds * 1000;
    }
    for (const [seat, deadline] of Object.entries(table.deadlines))
      if (seat !== mover) banks[seat] = Math.max(0, deadline - now);
  }
  const deadlines: Record<string, number> = {};
  for (const seat of activeSeats(ctx)) {
    deadlines[seat] = clock.mode === 'move' ? now + clock.moveSeconds * 1000 : now + (banks[seat] ?? 0);
  }
  return withTable(metadata, { ...table, banks, deadlines });
}

/**
 * Downtime is nobody's time (docs/security.md#downtime): the table's running deadlines (turn clocks and
 * grace periods, and the reminders of them) are extended by the outage time they do not include yet,
 * `pausedMs` (the database's total) minus what the table recorded. A chess clock's banks are the time of
 * seats not to play: they were not running. Unchanged metadata when nothing is owed.
 */
export function resumed(metadata: Server.MatchData, pausedMs: number): Server.MatchData {
  const table = tableOf(metadata);
  const owed = pausedMs - (table.pausedMs ?? 0);
  if (owed <= 0) return metadata;
  const later = (times: Record<string, number>) =>
    Object.fromEntries(Object.entries(times).map(([seat, at]) => [seat, at + owed]));
  const reminded = table.reminded
    ? Object.fromEntries(
        Object.entries(table.reminded).map(([seat, at]) => [seat, table.deadlines[seat] === at ? at + owed : at]),
      )
    : undefined;
  return withTable(metadata, {
    ...table,
    deadlines: later(table.deadlines),
    grace: later(table.grace),
    ...(reminded ? { reminded } : {}),
    pausedMs,
  });
}

/**
 * A seat's connection changed: a disconnected player of a game under way gets a grace deadline (not at a
 * turn-based table, where being offline between moves is the normal case).
 */
export function graceAfter(
  metadata: Server.MatchData,
  seat: string,
  connected: boolean,
  now: number,
): Server.MatchData {
  const table = tableOf(metadata);
  const player = metadata.players[Number(seat)];
  const { [seat]: current, ...others } = table.grace;
  const wanted =
    !connected &&
    !isTurnBased(table.clock) &&
    player?.name &&
    !isBotSeat(player) &&
    !standIn(player) &&
    allSeated(metadata) &&
    metadata.gameover === undefined;
  if (wanted)
    return current === undefined
      ? withTable(metadata, { ...table, grace: { ...others, [seat]: now + table.graceSeconds * 1000 } })
      : metadata;
  return current === undefined ? metadata : withTable(metadata, { ...table, grace: others });
}

/**
 * The first joiner is the creator. The creator's rights belong to the person, not to the seat number
 * (docs/security.md#creator): `creator` names the seat the creator holds, and a seat changes hands only by
 * being left (a player who leaves a game under way keeps the seat through a stand-in), so leaving hands
 * the rights on (withoutCreator).
 */
export function withCreator(metadata: Server.MatchData, seat: string): Server.MatchData {
  const table = tableOf(metadata);
  return table.creator === undefined ? withTable(metadata, { ...table, creator: seat }) : metadata;
}

/**
 * The creator left `seat`: their rights pass to the person in the lowest seat still held (not a bot seat),
 * or, with nobody left, to whoever joins next.
 */
export function withoutCreator(metadata: Server.MatchData, seat: string): Server.MatchData {
  const table = tableOf(metadata);
  if (table.creator !== seat || (metadata as Metadata).table === undefined) return metadata;
  const heir = Object.entries(metadata.players).find(
    ([id, p]) => id !== seat && p.name && !isBotSeat(p) && !standIn(p),
  )?.[0];
  const { creator: _left, ...rest } = table;
  return withTable(metadata, heir === undefined ? rest : { ...rest, creator: heir });
}

/**
 * How long before a turn-based deadline the seat is reminded that little time is left: a sixth of the
 * move's time (2 hours of 12, 4 of 24, 12 of 3 days). Real-time tables have the page's own warning only.
 */
export const reminderLeadMs = (clock: Clock): number | undefined =>
  isTurnBased(clock) && clock.mode === 'move' ? (clock.moveSeconds * 1000) / 6 : undefined;

export type DeadlineKind = 'clock' | 'grace' | 'reminder';

/**
 * Every deadline of the table, with what passes at it: a clock (a stand-in makes the move), a grace period
 * (a stand-in takes the seat), or a reminder (the seat is told that little time is left, once per deadline).
 */
export function deadlinesOf(metadata: Server.MatchData): { seat: string; at: number; kind: DeadlineKind }[] {
  const table = tableOf(metadata);
  const lead = reminderLeadMs(table.clock);
  return [
    ...Object.entries(table.deadlines).map(([seat, at]) => ({ seat, at, kind: 'clock' as const })),
    ...Object.entries(table.grace).map(([seat, at]) => ({ seat, at, kind: 'grace' as const })),
    ...(lead === undefined
      ? []
      : Object.entries(table.deadlines)
          .filter(([seat, at]) => table.reminded?.[seat] !== at)
          .map(([seat, at]) => ({ seat, at: at - lead, kind: 'reminder' as const }))),
  ];
}

/** Marks the seat's running deadline as reminded (unchanged metadata when it was, or when `at` is not it). */
export function withReminded(metadata: Server.MatchData, seat: string, deadline: number): Server.MatchData {
  const table = tableOf(metadata);
  if (table.deadlines[seat] !== deadline || table.reminded?.[seat] === deadline) return metadata;
  return withTable(metadata, { ...table, reminded: { ...table.reminded, [seat]: deadline } });
}

/**
 * The seats whose turn came with this change: to play after it and not before, other than the mover, and
 * played by their person (a bot seat or a stand-in is nobody to tell).
 */
export function newlyToPlay(before: Server.MatchData, after: Server.MatchData, mover: string | undefined): string[] {
  const was = new Set(tableOf(before).toPlay ?? []);
  return (tableOf(after).toPlay ?? []).filter((seat) => {
    const player = after.players[Number(seat)];
    return seat !== mover && !was.has(seat) && !isBotSeat(player) && !standIn(player);
  });
}

/** A seat as clients see it: no credentials (the player's or a stand-in's), with its running turn clock. */
export function publicSeat(metadata: Server.MatchData, player: Server.PlayerMetadata) {
  const {
    credentials: _secret,
    data,
    connectedVia: _process,
    ...rest
  } = player as Server.PlayerMetadata & { connectedVia?: string };
  const stood = standIn(player);
  const shown = stood
    ? {
        bot: stood.bot,
        standIn: true,
        ...(stood.oneMove ? { oneMove: true } : {}),
        ...(stood.left ? { left: true } : {}),
      }
    : data;
  const table = tableOf(metadata);
  const deadline = table.deadlines[String(player.id)];
  const bank = table.banks[String(player.id)];
  return {
    ...rest,
    ...(shown === undefined ? {} : { data: shown }),
    ...(deadline === undefined ? {} : { deadline }),
    ...(bank === undefined ? {} : { bank }),
  };
}

/**
 * The rematch's metadata: the table options, and every bot seat with its level (a seat a bot stood in for
 * at the end becomes a bot seat of that level too: its player was gone). Human seats stay open for their
 * players, who take them when they click "Rematch"; nobody has seen any seat's secrets (they are shown from
 * the start only). Its creator is its first joiner, like any match's: a seat number says nothing about
 * who will take it (docs/security.md#creator).
 */
export function rematchMetadata(
  previous: Server.MatchData,
  fresh: Server.MatchData,
  newCredentials: () => string,
): Server.MatchData {
  const players = { ...fresh.players };
  for (const [seat, player] of Object.entries(previous.players)) {
    const level = (player.data as { bot?: unknown } | undefined)?.bot;
    const target = players[Number(seat)];
    if (typeof level !== 'string' || !target) continue;
    players[Number(seat)] = {
      ...target,
      name: isBotSeat(player) ? player.name : botName(seat, level),
      credentials: newCredentials(),
      data: { bot: level },
    };
  }
  const { clock, graceSeconds, takeoverLevel, purist, hints, rated } = tableOf(previous);
  const table = {
    // Every rated table has a clock (table-options.ts), also the rematch of one rated before that rule.
    clock: rated && clock.mode === 'off' ? RATED_DEFAULT_CLOCK : clock,
    graceSeconds,
    takeoverLevel,
    purist,
    hints,
    ...(rated ? { rated } : {}),
    deadlines: {},
    banks: {},
    grace: {},
  };
  return { ...fresh, players, ...((previous as Metadata).table ? { table } : {}) } as Server.MatchData;
}
