// The shared conformance, secrecy and differential harnesses on Citadels, every player count 2-8.
import { citadelsGame } from '../../games/citadels/game';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { secrecySuite } from '../harness/secrecy';
import { citadelsSpec } from './spec';

conformanceSuite(citadelsSpec(), 1);
secrecySuite(citadelsSpec(), citadelsGame, 1);
differentialSuite(citadelsSpec(), citadelsGame, 1);
