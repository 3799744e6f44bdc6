/**
 * A seat's name as this page's language says it. The server names a bot seat "Bot 3 (easy)" (its records
 * and logs keep that); a page shows it in the reader's language ("Bot 3 (makkelijk)"), as the hotseat does.
 * Players' own names and stand-ins (a bot playing for a named player) are shown as they are.
 */
import { SEAT_BOT_LEVELS, type SeatBotLevel } from '../../games/shared/bot-levels';
import type { useT } from '../i18n/LanguageProvider';

type Translate = ReturnType<typeof useT>;

interface NamedSeat {
  id: number;
  name?: string;
  data?: unknown;
}

function botLevel(seat: NamedSeat): SeatBotLevel | undefined {
  const data = seat.data as { bot?: unknown; standIn?: unknown } | undefined;
  if (!data || data.standIn === true || !seat.name) return undefined;
  return SEAT_BOT_LEVELS.find((level) => level === data.bot);
}

/** The seats with every bot seat's name in the page's language (other seats unchanged). */
export function localSeatNames<S extends NamedSeat>(seats: S[], t: Translate): S[] {
  return seats.map((seat) => {
    const level = botLevel(seat);
    return level
      ? { ...seat, name: t('hotseat.botName', { n: seat.id + 1, level: t(`hotseat.level.${level}`) }) }
      : seat;
  });
}
