// The secrecy harness on the Citadels configurations not covered in harness-secrecy.test.ts (updates only).
import { describe, expect, it } from 'vitest';
import { citadelsGame } from '../../games/citadels/game';
import { checkGameSecrecy } from '../harness/secrecy';
import { BOTH_TRANSPORTS, citadelsSpec } from './spec';

const spec = citadelsSpec();
describe('citadels: secrecy over boardgame.io update messages (other configurations)', () => {
  for (const config of spec.configurations.filter((c) => !BOTH_TRANSPORTS.has(c.label))) {
    it(`sends no seat or spectator a secret (${config.label}, update messages)`, async () => {
      expect(
        await checkGameSecrecy(spec, citadelsGame, config.numPlayers, config.options, `${config.label}#0`, false),
      ).toBeGreaterThan(0);
    });
  }
});
