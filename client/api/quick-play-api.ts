/**
 * Quick play's routes as the *Play now* panel calls them (docs/quick-play.md#routes): join a queue, ask for
 * its status with the ticket the join answered, leave it. A refusal throws with the server's reason.
 */

export const QUICK_CLOCKS = ['sudden-15', 'move-60', 'move-120', 'turn-based'] as const;
export type QuickClock = (typeof QUICK_CLOCKS)[number];

export interface QuickJoin {
  players: number | 'any';
  rated: boolean;
  clock: QuickClock;
  /** Casual only: bots fill the table after this wait; null for never. */
  botAfterSeconds: number | null;
  /** A guest's name (an account plays under its own). */
  playerName?: string;
}

export interface QueueSize {
  waiting: number;
  longestWaitSeconds: number;
}

export type QuickStatus =
  | { state: 'waiting'; waitedSeconds: number; queue: QueueSize }
  | { state: 'opening' }
  | { state: 'matched'; matchID: string; playerID: string; playerCredentials: string };

async function post<T>(game: string, route: string, body: object): Promise<T> {
  const response = await fetch(`/quick-play/${encodeURIComponent(game)}/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `HTTP status ${response.status}`);
  return answer;
}

export const joinQuickPlay = (game: string, join: QuickJoin) =>
  post<{ ticket: string; clock: QuickClock; queue: QueueSize }>(game, 'join', join);

export const quickPlayStatus = (game: string, ticket: string) => post<QuickStatus>(game, 'status', { ticket });

export const leaveQuickPlay = (game: string, ticket: string) => post<{ left: true }>(game, 'leave', { ticket });
