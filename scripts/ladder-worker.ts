/**
 * A ladder worker process (forked by tools/ladder/worker-pool.ts): plays each game spec it is sent with the
 * ladder's anchors and sends back its outcome, or its error, keyed by the game's key.
 */
import { playLadderGame } from '../tools/ladder/play';
import type { GameSpec } from '../tools/ladder/schedule';
import type { WorkerReply } from '../tools/ladder/worker-pool';
import { ANCHORS } from './ladder-plan';

process.on('message', (spec: GameSpec) => {
  const reply = (message: WorkerReply) => process.send!(message);
  playLadderGame(spec, ANCHORS).then(
    (outcome) => reply({ key: spec.key, outcome }),
    (error: Error) => reply({ key: spec.key, error: error.stack ?? error.message }),
  );
});
process.on('disconnect', () => process.exit(0));
