// The shared secrecy harness on Citadels: both transports (full updates and deltaState patches) on three
// configurations; the other configurations run in harness-secrecy-more.test.ts (split for parallelism).
import { citadelsGame } from '../../games/citadels/game';
import { secrecySuite } from '../harness/secrecy';
import { BOTH_TRANSPORTS, citadelsSpec } from './spec';

const spec = citadelsSpec();
secrecySuite(
  { ...spec, configurations: spec.configurations.filter((c) => BOTH_TRANSPORTS.has(c.label)) },
  citadelsGame,
  1,
);
