/**
 * The Swiss pairing thread (swiss-pairing-thread.ts starts it): pairs rounds with pairSwissRound off the
 * server's event loop. Requests { id, active, games } in, { id, round } or { id, error } out.
 */
import { parentPort } from 'node:worker_threads';
import { pairSwissRound, type SwissRound } from './swiss-pairing';
import type { TournamentGame } from './standings';

export interface PairingRequest {
  id: number;
  active: string[];
  games: TournamentGame[];
}

export type PairingReply = { id: number; round: SwissRound } | { id: number; error: string };

parentPort?.on('message', ({ id, active, games }: PairingRequest) => {
  let reply: PairingReply;
  try {
    reply = { id, round: pairSwissRound(active, games) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
