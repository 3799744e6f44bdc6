/**
 * The public log: the moves boardgame.io recorded, newest first. Only what everyone may know is
 * written: a secret move (a character chosen, a card kept or put under the deck) says only who made
 * it, whatever the seat's own log holds; a public move names its targets. Cards paid, put under the deck
 * or given one by one are one line with their count ("paid with 5 cards").
 */
import type { LogEntry } from 'boardgame.io';
import { describeAction } from '../describe-action';
import type { SeatView } from '../seat-view';
import { useText, type CitadelsText } from '../use-text';

const MAX_LINES = 60;

/**
 * Moves made one card at a time that the log says once, with their count, when a player makes several in a
 * row: the cards paid for a Thieves' Den, put under the deck by the Magician, given back.
 */
const COUNTED = {
  payWithCard: 'citadels.secret.payWithCard.n',
  exchangeCard: 'citadels.secret.exchangeCard.n',
  giveCard: 'citadels.secret.giveCard.n',
} as const;

export interface LogLine {
  text: string;
  round?: boolean;
  /** A counted move's player, type and count so far (COUNTED). */
  run?: { playerID: string; type: string; n: number };
}

/** The public log as lines of text, oldest first (also what the board announces to screen readers). */
export function logLines(log: readonly LogEntry[], view: SeatView, text: CitadelsText): LogLine[] {
  const { t } = text;
  const lines: LogLine[] = [];
  // A seat named as a move's object takes the object form: "swapped hands with you", not "with You".
  const context = {
    t,
    lang: text.lang,
    me: view.me,
    names: view.names.map((name, seat) => (seat === view.me ? t('citadels.you.object') : name)),
  };
  let phase = 'selection';
  for (const entry of log) {
    if (entry.action.type !== 'MAKE_MOVE') continue;
    if (entry.phase === 'selection' && phase !== 'selection')
      lines.push({ text: t('citadels.log.round'), round: true });
    phase = entry.phase;
    const { type, args, playerID } = entry.action.payload;
    const player = view.names[Number(playerID)] ?? String(playerID);
    const previous = lines.at(-1)?.run;
    if (Object.hasOwn(COUNTED, type) && previous?.playerID === playerID && previous.type === type) {
      const n = previous.n + 1;
      const did = t(COUNTED[type as keyof typeof COUNTED], { n });
      lines[lines.length - 1] = { text: t('citadels.log.line', { player, did }), run: { ...previous, n } };
      continue;
    }
    const arg = (args as unknown[] | null)?.[0];
    const action = arg && typeof arg === 'object' ? { ...(arg as Record<string, unknown>), type } : { type };
    const run = Object.hasOwn(COUNTED, type) ? { playerID, type, n: 1 } : undefined;
    lines.push({ text: t('citadels.log.line', { player, did: describeAction(action, context) }), run });
  }
  return lines;
}

export function GameLog({ log, view }: { log: readonly LogEntry[]; view: SeatView }) {
  const text = useText();
  const { t } = text;
  const lines = logLines(log, view, text);
  const shown = lines.slice(-MAX_LINES).reverse();
  return (
    <section className="cit-log" aria-label={t('citadels.log')}>
      <h3>{t('citadels.log')}</h3>
      {shown.length === 0 ? (
        <p className="muted">{t('citadels.log.empty')}</p>
      ) : (
        // Focusable (a scrolling list), so that a keyboard can reach and scroll it.
        <ol tabIndex={0} aria-label={t('citadels.log')}>
          {shown.map((line, i) => (
            <li key={lines.length - i} className={line.round ? 'cit-log-round' : undefined}>
              {line.text}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
