/**
 * How to play Carcassonne in the app: the texts are docs/rules/carcassonne.how-to-play.en.md and its
 * translations beside it, one file per language, themselves (imported raw), and the pictures they ask for are drawn as the board draws them: a few tiles
 * (the start tile, a city, a monastery, roads), a meeple of each seat colour, standing and lying, and the
 * marks of the two big expansions (a cathedral, an inn, the three goods).
 */
import type { TileKind, TileType } from '../../games/carcassonne';
import type { HowToPlay } from '../catalogue';
import { howToPlayTexts } from '../shared/how-to-play-texts';
import { MeepleIcon } from './components/Meeple';
import { TileArt } from './components/TileArt';
import './carcassonne.css';

const TEXTS = howToPlayTexts(
  import.meta.glob<string>('../../docs/rules/carcassonne.how-to-play.*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const SAMPLE_TILES: TileType[] = ['D', 'C', 'B', 'A', 'U', 'V', 'X', 'R'];

function Tiles() {
  return SAMPLE_TILES.map((type) => (
    <svg key={type} viewBox="0 0 100 100" className="carc-howto-tile" data-tile={type} aria-hidden="true">
      <TileArt type={type} rotation={0} />
    </svg>
  ));
}

/** The two big expansions' marks: a cathedral (IC1), an inn on a road (IC12), grain, wine and cloth (TB1-TB3). */
const EXPANSION_TILES: TileKind[] = ['IC1', 'IC12', 'TB1', 'TB2', 'TB3'];

function Expansions() {
  return EXPANSION_TILES.map((type) => (
    <svg key={type} viewBox="0 0 100 100" className="carc-howto-tile" data-tile={type} aria-hidden="true">
      <TileArt type={type} rotation={0} />
    </svg>
  ));
}

function Meeples() {
  return [0, 1, 2, 3, 4].map((seat) => (
    <span key={seat} className="carc-howto-meeple">
      <MeepleIcon seat={seat} />
      {seat === 0 && <MeepleIcon seat={seat} lying />}
    </span>
  ));
}

export const carcassonneHowToPlay: HowToPlay = {
  text: TEXTS,
  pictures: { tiles: Tiles, meeples: Meeples, expansions: Expansions },
};
