/**
 * Layer 1 (facts, the bottom): the Citadels state, options and actions: plain JSON, compact, mutated in
 * place by `apply`.
 *
 * Secrets and who may see them are noted on every field; `view.ts` masks them. The one secret
 * that is not a card is who holds which character: it lives in `who`, a map from each cast character to
 * a number, so a leaked holder shows up as a unique JSON fragment such as `"king":2`.
 */
import type { CardId, CharacterId, DistrictType, UniqueDistrictId } from '../data';

export type Seat = number;

/** A card or character the viewer may not see. */
export const HIDDEN = '?';

/** `who` values other than a seat (a seat holds the character when the value is >= 0). */
export const UP = -1; // discarded face up: public
export const DOWN = -2; // discarded face down (or not held by anyone): secret until called
/**
 * In the pile being passed in the draft (seen only by the seat choosing): `pileCode(state)`, a number
 * <= PILE that changes at every draft step, so a pile someone saw earlier (e.g. in boardgame.io's
 * initial state) never looks like the pile now.
 */
export const PILE = -100;
export const isPile = (v: number | null | undefined): boolean => typeof v === 'number' && v <= PILE;
export const pileCode = (s: { round: number; draft: { at: number } }): number => PILE * s.round - s.draft.at;

export interface CitadelsOptions {
  /** `"edition"` (7 districts with 4-8 players, 8 with 2-3) or 8 for every player count. */
  cityComplete: 'edition' | 8;
  /** The house rule "vrije volgorde": build before gathering resources too (abilities may always come first). */
  freeOrder: boolean;
  /** The characters in play: one per rank 1-8, plus rank 9 when required or wanted. */
  cast: CharacterId[];
  /** The 14 unique districts shuffled into the deck. */
  uniques: UniqueDistrictId[];
  /** the seat that starts with the crown; random when absent. */
  firstCrown?: Seat;
}

/** One step of the character draft: the seat keeps (`pick`) or discards face down (`discard`). */
export interface DraftStep {
  seat: Seat;
  kind: 'pick' | 'discard';
}

/** What a seat saw when the character pile reached it (private to that seat). */
export interface DraftNote {
  /** Index in `draft.script` of the seat's first step with this pile. */
  step: number;
  /** The characters in the pile, by rank. */
  pile: CharacterId[];
  took: CharacterId | null;
  discarded: CharacterId | null;
  /** Last-player rule: the face-down card that joined the pile. */
  rejoined: CharacterId | null;
}

export interface TurnState {
  /** The character whose turn it is (revealed: public). */
  char: CharacterId;
  /** Its holder: public. */
  seat: Seat;
  /** Resources gathered (the first resource step of the turn): public. */
  gathered: boolean;
  /** Cards drawn and waiting for the keep choice: seen by the seat only. */
  drawn: CardId[];
  /** What the drawn cards are for: gathering (the rest go under the deck) or the Scholar (shuffled in): public. */
  drawnFor: 'income' | 'scholar';
  /** Districts built this turn toward the limit: public. */
  built: number;
  /** Gold paid for building this turn (the Alchemist gets it back): public. */
  spent: number;
  /** Once-per-turn effects used this turn (`ability`, `income`, `laboratory`, `smithy`, `beautify`...): public. */
  used: string[];
  /** Magician: cards put under the deck so far, to be redrawn by `finishExchange`: public. */
  exchanged: number;
  /**
   * A hand looked at (Wizard, Spy): the seat (public) and its cards (seen by the turn's seat only);
   * `take`: the Wizard must still take one of them.
   */
  peek: { seat: Seat; cards: CardId[]; take: boolean } | null;
  /** Cards still to give, one per entry, to these seats in order (Cardinal's loan, Seer's gifts): public. */
  owe: Seat[];
  /** A Thieves' Den being paid for: the card (public) and how many cards paid so far. */
  den: { card: CardId; paid: number } | null;
}

export type Phase = 'selection' | 'calling' | 'over';

/**
 * A question a seat must answer outside its own turn; while it is open only that seat acts
 * (`activeSeats`): the Magistrate's warrant on another's build, the killed Emperor handing the crown on
 * at the end of the round, the Blackmailer deciding whether to reveal a refused threat, the Theater's
 * owner at the end of the selection. (The Witch's resumed turn is an ordinary turn of her seat.)
 */
export type Prompt = WarrantPrompt | { seat: Seat; kind: 'crown' | 'threat' | 'theater' };

export interface WarrantPrompt {
  /** Who must answer: public. */
  seat: Seat;
  kind: 'warrant';
  /** The district just paid for, waiting on the answer (public: it was shown when built). */
  card: CardId;
  /** The builder and the gold it paid (refunded on confiscation): public. */
  builder: Seat;
  paid: number;
}

/** A threat marker of the Blackmailer; `HIDDEN` to everyone but the Blackmailer until revealed. */
export type Threat = 'flowered' | 'blank' | 'revealedFlowered' | 'revealedBlank' | typeof HIDDEN;

/** A warrant marker of the Magistrate; `HIDDEN` to everyone but the Magistrate until revealed. */
export type Warrant = 'signed' | 'blank' | 'revealed' | typeof HIDDEN;

export interface CitadelsState {
  /** Public. */
  numPlayers: number;
  /** The match options: public. */
  options: CitadelsOptions;
  /** The cast sorted by rank: public. */
  cast: CharacterId[];
  /** Districts needed for a complete city: public. */
  completeAt: number;
  /** Public. */
  phase: Phase;
  /** Round number from 1: public. */
  round: number;
  /** The seat with the crown: public. */
  crown: Seat;
  /** Gold per seat: public. */
  gold: number[];
  /** Cards in each hand: the owner sees theirs, others see `HIDDEN` placeholders (same length). */
  hands: CardId[][];
  /** The four cards each seat was dealt at setup: only the owner sees its own (it knows them for good). */
  dealt: CardId[][];
  /** The district deck, top first: everyone sees placeholders. */
  deck: CardId[];
  /** Built districts per seat, in build order: public. */
  cities: CardId[][];
  /** Districts the Artist beautified (+1 cost): public. */
  beautified: CardId[];
  /** Cards seen going face down under the deck when destroyed: public (their identity was shown). */
  razed: CardId[];
  /** Cards face down under the Museum: its owner sees them, everyone else placeholders. */
  museum: CardId[];
  /** Gold on the Tax Collector's token: public. */
  taxes: number;
  /** The first seat to complete a city: public. */
  firstComplete: Seat | null;
  /** Per cast character: holding seat, UP, DOWN or a pile code. Masked to null where the viewer may not see. */
  who: Record<string, number | null>;
  /** The character draft of this round. */
  draft: {
    /** The steps of the draft, in order: public. */
    script: DraftStep[];
    /** The next step: public. */
    at: number;
    /** Per seat, what it saw in the draft this round: only its own entry is visible. */
    notes: DraftNote[][];
  };
  /** Index in `cast` of the character called last (-1 before calling): public. */
  called: number;
  /** The character the Assassin named (announced aloud): public. */
  killed: CharacterId | null;
  /**
   * The character the Witch named (announced aloud): public. When it is called its holder only
   * gathers, then the Witch resumes her turn as that character (`turn.used` holds `bewitched` in the
   * holder's turn and `witch` in the resumed one).
   */
  bewitched: CharacterId | null;
  /**
   * This round's Theater swap: the owner gave `gave` to `seat` and took `took` at random. Seen only
   * by those two seats (each knows the character it now holds and the one it lost); null to others.
   */
  theater: { owner: Seat; seat: Seat; gave: CharacterId; took: CharacterId } | null;
  /** The character the Thief named and the robbing seat: public. */
  robbed: { char: CharacterId; by: Seat } | null;
  /** Warrants on characters this round (keys public; which one is signed: the Magistrate only, until revealed). */
  warrants: Record<string, Warrant>;
  /** Threats on characters this round (keys public; which is flowered: the Blackmailer only, until revealed). */
  threats: Record<string, Threat>;
  /** An answer owed by another seat mid-turn, or null: public. */
  prompt: Prompt | null;
  /** The current turn in the calling phase: public except `drawn`. */
  turn: TurnState | null;
  /** Per seat, highest rank revealed in the last completed round (tie-break): public. */
  topRank: number[];
}

/**
 * Actions. Cards that leave a hand face down (kept, paid to the Thieves' Den, exchanged, discarded to
 * the Laboratory) are named by their index in the hand (or in the drawn cards), never by id, so that
 * the log never names a card that later hides in the deck or in another hand.
 */
export type CitadelsAction =
  | { type: 'pickCharacter'; character: CharacterId }
  | { type: 'discardCharacter'; character: CharacterId }
  | { type: 'takeGold' }
  | { type: 'drawCards' }
  | { type: 'keepCard'; index: number }
  | { type: 'build'; card: CardId }
  | { type: 'payWithCard'; index: number }
  | { type: 'payRest' }
  | { type: 'collectIncome' }
  | { type: 'endTurn' }
  | { type: 'kill'; character: CharacterId }
  | { type: 'bewitch'; character: CharacterId }
  | { type: 'rob'; character: CharacterId }
  | { type: 'swapHands'; seat: Seat }
  | { type: 'exchangeCard'; index: number }
  | { type: 'finishExchange' }
  | { type: 'destroy'; seat: Seat; card: CardId }
  | { type: 'beautify'; card: CardId }
  | { type: 'takeTaxes' }
  | { type: 'useLaboratory'; index: number }
  | { type: 'useSmithy' }
  | { type: 'placeWarrants'; signed: CharacterId; blank: [CharacterId, CharacterId] }
  | { type: 'navigate'; take: 'gold' | 'cards' }
  | { type: 'seize'; seat: Seat; card: CardId }
  | { type: 'peek'; seat: Seat }
  | { type: 'takeCard'; index: number; build: boolean }
  | { type: 'borrowAndBuild'; card: CardId; seat: Seat }
  | { type: 'giveCard'; index: number }
  | { type: 'useMuseum'; index: number }
  | { type: 'spy'; seat: Seat; districtType: DistrictType }
  | { type: 'foresee' }
  | { type: 'crown'; seat: Seat; take: 'gold' | 'card' | 'nothing' }
  | { type: 'threaten'; flowered: CharacterId; blank: CharacterId }
  | { type: 'bribe' }
  | { type: 'refuseBribe' }
  | { type: 'revealThreat' }
  | { type: 'keepThreatHidden' }
  | { type: 'swapCharacters'; give: CharacterId; seat: Seat }
  | { type: 'skipTheater' }
  | { type: 'study' }
  | { type: 'collectMixed'; cards: number }
  | { type: 'takeFromRichest'; seat: Seat }
  | { type: 'exchangeDistricts'; give: CardId; seat: Seat; take: CardId }
  | { type: 'useArmory'; seat: Seat; card: CardId }
  | { type: 'buildWithFramework'; card: CardId }
  | { type: 'buildNecropolis'; card: CardId; sacrifice: CardId }
  | { type: 'confiscate' }
  | { type: 'waive' };

export type ActionType = CitadelsAction['type'];
export type ActionOf<T extends ActionType> = Extract<CitadelsAction, { type: T }>;

/** Every action type, with whether its arguments are secret (redacted in the log). */
export const ACTION_TYPES = {
  pickCharacter: { secret: true },
  discardCharacter: { secret: true },
  takeGold: { secret: false },
  drawCards: { secret: false },
  keepCard: { secret: true },
  build: { secret: false },
  payWithCard: { secret: true },
  payRest: { secret: false },
  collectIncome: { secret: false },
  endTurn: { secret: false },
  kill: { secret: false },
  bewitch: { secret: false },
  rob: { secret: false },
  swapHands: { secret: false },
  exchangeCard: { secret: true },
  finishExchange: { secret: false },
  destroy: { secret: false },
  beautify: { secret: false },
  takeTaxes: { secret: false },
  useLaboratory: { secret: true },
  useSmithy: { secret: false },
  placeWarrants: { secret: true },
  navigate: { secret: false },
  seize: { secret: false },
  peek: { secret: false },
  takeCard: { secret: true },
  borrowAndBuild: { secret: false },
  giveCard: { secret: true },
  useMuseum: { secret: true },
  spy: { secret: false },
  foresee: { secret: false },
  crown: { secret: false },
  threaten: { secret: true },
  bribe: { secret: false },
  refuseBribe: { secret: false },
  revealThreat: { secret: false },
  keepThreatHidden: { secret: false },
  swapCharacters: { secret: true },
  skipTheater: { secret: false },
  study: { secret: false },
  collectMixed: { secret: false },
  takeFromRichest: { secret: false },
  exchangeDistricts: { secret: false },
  useArmory: { secret: false },
  buildWithFramework: { secret: false },
  buildNecropolis: { secret: false },
  confiscate: { secret: false },
  waive: { secret: false },
} as const satisfies Record<ActionType, { secret: boolean }>;
