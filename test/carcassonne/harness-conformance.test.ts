// The shared conformance harness on Carcassonne (a file of its own, so the three harnesses run side by side).
import { conformanceSuite } from '../harness/conformance';
import { carcassonneSpec } from './spec';

conformanceSuite(carcassonneSpec(), 1);
