// The shared secrecy harness on Carcassonne, second half of the covering set (see harness-secrecy.test.ts).
import { carcassonneGame } from '../../games/carcassonne/game';
import { secrecySuite } from '../harness/secrecy';
import { secrecySpec } from './spec';

secrecySuite(secrecySpec(1), carcassonneGame, 1, 300_000);
