// The shared conformance, secrecy and differential harnesses on Citadels, every player count 2-8.
// Secrecy runs both transports (full updates and deltaState patches) on three configurations and full
// updates on the rest, to keep the suite fast on a loaded machine.
import { describe, expect, it } from 'vitest';
import { citadelsGame } from '../../games/citadels/game';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { checkGameSecrecy, secrecySuite } from '../harness/secrecy';
import { citadelsSpec } from './spec';

const spec = citadelsSpec();
const bothTransports = new Set(['2 players', '5 players, Queen', '7 players']);

conformanceSuite(spec, 1);
secrecySuite({ ...spec, configurations: spec.configurations.filter((c) => bothTransports.has(c.label)) }, citadelsGame, 1);
describe('citadels: secrecy over boardgame.io update messages (other configurations)', () => {
  for (const config of spec.configurations.filter((c) => !bothTransports.has(c.label))) {
    it(`sends no seat or spectator a secret (${config.label}, update messages)`, async () => {
      expect(await checkGameSecrecy(spec, citadelsGame, config.numPlayers, config.options, `${config.label}#0`, false)).toBeGreaterThan(0);
    });
  }
});
differentialSuite(spec, citadelsGame, 1);
