/**
 * The ladder's workers: one child process each (forked with the parent's loader flags, so under `tsx`),
 * playing one game at a time. The parent sends a game's spec and gets back its outcome or its error;
 * `stop` kills the process, abandoning the game it was playing (nothing of it is written).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { GameOutcome } from './play';
import type { GameSpec } from './schedule';

/** Plays games one at a time. */
export interface GameRunner {
  play(spec: GameSpec): Promise<GameOutcome>;
  stop(): void;
}

/** What a worker sends back for a game. */
export type WorkerReply = { key: string; outcome: GameOutcome } | { key: string; error: string };

export function forkRunner(entry: string): GameRunner {
  let child: ChildProcess | undefined;
  let pending: { key: string; resolve: (o: GameOutcome) => void; reject: (e: Error) => void } | undefined;
  const fail = (error: Error) => {
    pending?.reject(error);
    pending = undefined;
  };
  const start = () => {
    const started = fork(entry, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    started.on('message', (reply: WorkerReply) => {
      if (!pending || reply.key !== pending.key) return;
      const { resolve, reject } = pending;
      pending = undefined;
      if ('error' in reply) reject(new Error(reply.error));
      else resolve(reply.outcome);
    });
    started.on('exit', (code, signal) => {
      child = undefined;
      fail(new Error(`the worker exited (${signal ?? code}) during the game`));
    });
    return started;
  };
  return {
    play(spec) {
      if (pending) return Promise.reject(new Error('a worker plays one game at a time'));
      child ??= start();
      const worker = child;
      return new Promise<GameOutcome>((resolve, reject) => {
        pending = { key: spec.key, resolve, reject };
        worker.send(spec);
      });
    },
    stop() {
      const worker = child;
      child = undefined;
      fail(new Error('stopped'));
      worker?.kill('SIGKILL');
    },
  };
}
