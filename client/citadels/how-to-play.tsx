/**
 * How to play Machiavelli in the app: the texts are docs/rules/citadels.how-to-play.en.md and its
 * translations beside it, one file per language, themselves (imported raw), and the pictures they ask for are the board's own cards: the first game's
 * characters, a basic district of each colour and the first game's unique districts.
 */
import { FIRST_GAME } from '../../games/citadels/index';
import type { HowToPlay } from '../catalogue';
import { howToPlayTexts } from '../shared/how-to-play-texts';
import { CharacterCard } from './components/CharacterCard';
import { DistrictCard } from './components/DistrictCard';
import './citadels.css';

const TEXTS = howToPlayTexts(
  import.meta.glob<string>('../../docs/rules/citadels.how-to-play.*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const BASIC_SAMPLES = ['manor#1', 'temple#1', 'tavern#1', 'watchtower#1'];

export const citadelsHowToPlay: HowToPlay = {
  text: TEXTS,
  pictures: {
    characters: () => FIRST_GAME.cast.map((id) => <CharacterCard key={id} id={id} small />),
    districts: () => BASIC_SAMPLES.map((card) => <DistrictCard key={card} card={card} />),
    uniques: () => FIRST_GAME.uniques.map((id) => <DistrictCard key={id} card={`${id}#1`} small />),
  },
};
