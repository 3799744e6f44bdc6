// The shared conformance and differential harnesses on Citadels, every player count 2-8.
import { citadelsGame } from '../../games/citadels/game';
import { conformanceSuite } from '../harness/conformance';
import { differentialSuite } from '../harness/differential';
import { citadelsSpec } from './spec';

conformanceSuite(citadelsSpec(), 1);
differentialSuite(citadelsSpec(), citadelsGame, 1);
