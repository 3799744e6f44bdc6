/**
 * Each character's emblem, drawn in a 48×48 view box on a round seal (docs/design/card-art.md): a few
 * outlined shapes in the palette of palette.ts, one drawing per character, none shared.
 */
import type { ReactElement } from 'react';
import type { CharacterId } from '../../../games/citadels/index';
import { FILL as F, INK, STROKE, THIN } from './palette';

/** The drawings, one per character (a character added to the data without one fails the gallery test). */
const DRAWINGS: Record<CharacterId, ReactElement> = {
  assassin: (
    <>
      <path d="M24 6 L28 12 L26 30 H22 L20 12 Z" fill={F.steel} />
      <path d="M14 30 H34 V34 H14 Z" fill={F.gold} />
      <path d="M22 34 H26 V41 H22 Z" fill={F.dark} />
      <circle cx="24" cy="43.5" r="2.5" fill={F.gold} />
      <path d="M24 10 V28" strokeWidth={THIN} />
    </>
  ),
  witch: (
    <>
      <path d="M8 36 Q24 30 40 36 Q24 42 8 36 Z" fill={F.dark} />
      <path d="M15 35 L26 8 Q30 6 31 10 L33 35 Z" fill={F.unique} />
      <path d="M16 31 H32.5" strokeWidth={THIN} stroke={F.gold} />
      <path d="M36 10 A6 6 0 1 0 40 20 A5 5 0 1 1 36 10 Z" fill={F.gold} />
    </>
  ),
  magistrate: (
    <>
      <path d="M10 10 H34 V38 H14 Q10 38 10 34 Z" fill={F.paper} />
      <path d="M34 10 Q38 10 38 14 H34" fill={F.paper} />
      <path d="M15 17 H29 M15 22 H29 M15 27 H24" strokeWidth={THIN} />
      <circle cx="30" cy="34" r="6" fill={F.military} />
      <path d="M27 40 L25 45 M33 40 L35 45" stroke={F.military} strokeWidth={3} />
    </>
  ),
  thief: (
    <>
      <path d="M18 14 L14 8 H34 L30 14 Q42 22 40 36 Q38 43 24 43 Q10 43 8 36 Q6 22 18 14 Z" fill={F.wood} />
      <path d="M18 14 H30" strokeWidth={THIN} />
      <path d="M10 25 Q24 19 38 25 L36 31 Q30 33 24 30 Q18 33 12 31 Z" fill={F.dark} />
      <ellipse cx="18" cy="27" rx="3" ry="1.8" fill={F.paper} strokeWidth={THIN} />
      <ellipse cx="30" cy="27" rx="3" ry="1.8" fill={F.paper} strokeWidth={THIN} />
    </>
  ),
  spy: (
    <>
      <circle cx="20" cy="20" r="12" fill={F.water} />
      <path d="M29 29 L41 41" strokeWidth={5} />
      <path d="M12 20 Q20 13 28 20 Q20 27 12 20 Z" fill={F.paper} strokeWidth={THIN} />
      <circle cx="20" cy="20" r="2.5" fill={INK} />
    </>
  ),
  blackmailer: (
    <>
      <path d="M6 14 H42 V38 H6 Z" fill={F.paper} />
      <path d="M6 14 L24 28 L42 14" />
      <circle cx="24" cy="28" r="6" fill={F.military} />
      <path d="M21 26 L27 30 M27 26 L21 30" stroke={F.paper} strokeWidth={THIN} />
      <path d="M4 6 L10 10 M44 6 L38 10" strokeWidth={THIN} />
    </>
  ),
  magician: (
    <>
      <path d="M10 40 L32 18" strokeWidth={4} />
      <path d="M29 21 L32 18" stroke={F.paper} strokeWidth={2.5} />
      <path d="M36 6 L38 11 L43 13 L38 15 L36 20 L34 15 L29 13 L34 11 Z" fill={F.gold} />
      <path d="M16 10 L17 13 L20 14 L17 15 L16 18 L15 15 L12 14 L15 13 Z" fill={F.gold} strokeWidth={THIN} />
      <path d="M38 28 L39 30 L41 31 L39 32 L38 34 L37 32 L35 31 L37 30 Z" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  wizard: (
    <>
      <circle cx="24" cy="20" r="13" fill={F.unique} />
      <path d="M17 15 Q20 11 24 11" stroke={F.paper} strokeWidth={THIN} />
      <path d="M14 36 H34 L31 42 H17 Z" fill={F.wood} />
      <path d="M22 21 L24 17 L26 21 L30 22 L26 24 L24 28 L22 24 L18 22 Z" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  seer: (
    <>
      <path d="M6 24 Q24 8 42 24 Q24 40 6 24 Z" fill={F.paper} />
      <circle cx="24" cy="24" r="7" fill={F.religious} />
      <circle cx="24" cy="24" r="3" fill={INK} />
      <path d="M24 4 V9 M10 8 L13 12 M38 8 L35 12 M24 44 V39 M10 40 L13 36 M38 40 L35 36" strokeWidth={THIN} />
    </>
  ),
  king: (
    <>
      <path d="M8 36 L6 14 L16 24 L24 10 L32 24 L42 14 L40 36 Z" fill={F.gold} />
      <path d="M8 36 H40 V41 H8 Z" fill={F.noble} />
      <circle cx="24" cy="30" r="3" fill={F.military} />
      <circle cx="15" cy="31" r="2" fill={F.religious} strokeWidth={THIN} />
      <circle cx="33" cy="31" r="2" fill={F.trade} strokeWidth={THIN} />
    </>
  ),
  emperor: (
    <>
      <circle cx="24" cy="28" r="13" fill={F.gold} />
      <path d="M11 28 H37 M24 15 V41" strokeWidth={THIN} />
      <path d="M24 15 V4 M19 8 H29" strokeWidth={3} />
      <path d="M13 22 Q24 26 35 22" strokeWidth={THIN} />
    </>
  ),
  patrician: (
    <>
      <path d="M22 42 Q6 36 8 14" fill="none" stroke={F.leaf} strokeWidth={3} />
      <path d="M26 42 Q42 36 40 14" fill="none" stroke={F.leaf} strokeWidth={3} />
      <ellipse cx="10" cy="22" rx="2.5" ry="5" fill={F.leaf} strokeWidth={THIN} />
      <ellipse cx="13" cy="32" rx="2.5" ry="5" fill={F.leaf} strokeWidth={THIN} transform="rotate(-40 13 32)" />
      <ellipse cx="38" cy="22" rx="2.5" ry="5" fill={F.leaf} strokeWidth={THIN} />
      <ellipse cx="35" cy="32" rx="2.5" ry="5" fill={F.leaf} strokeWidth={THIN} transform="rotate(40 35 32)" />
      <circle cx="24" cy="22" r="6" fill={F.noble} />
    </>
  ),
  bishop: (
    <>
      <path d="M12 42 V22 Q12 10 24 4 Q36 10 36 22 V42 Z" fill={F.paper} />
      <path d="M24 4 L18 30 M24 4 L30 30" strokeWidth={THIN} />
      <path d="M12 34 H36" stroke={F.gold} strokeWidth={3} />
      <path d="M24 14 V26 M20 18 H28" stroke={F.religious} strokeWidth={2.5} />
    </>
  ),
  abbot: (
    <>
      <path d="M22 44 V16" strokeWidth={4} stroke={F.wood} />
      <path d="M22 16 Q22 4 31 4 Q38 4 38 11 Q38 17 31 17 Q28 17 28 13" fill="none" stroke={F.gold} strokeWidth={4} />
      <path d="M14 28 Q22 22 30 28 V36 H14 Z" fill={F.religious} />
      <path d="M18 28 V36 M26 28 V36" strokeWidth={THIN} />
    </>
  ),
  cardinal: (
    <>
      <ellipse cx="24" cy="24" rx="20" ry="6" fill={F.military} />
      <path d="M14 22 Q14 10 24 10 Q34 10 34 22" fill={F.military} />
      <path d="M8 26 L6 40 M12 28 L11 42 M40 26 L42 40 M36 28 L37 42" stroke={F.military} strokeWidth={THIN} />
      <circle cx="6" cy="41" r="2" fill={F.military} strokeWidth={THIN} />
      <circle cx="42" cy="41" r="2" fill={F.military} strokeWidth={THIN} />
    </>
  ),
  merchant: (
    <>
      <path d="M24 6 V40 M14 42 H34 M8 12 H40" />
      <path d="M8 12 L3 26 H13 Z M40 12 L35 26 H45 Z" strokeWidth={THIN} />
      <path d="M3 26 Q8 32 13 26 Z" fill={F.gold} />
      <path d="M35 26 Q40 32 45 26 Z" fill={F.gold} />
      <circle cx="24" cy="6" r="2.5" fill={F.trade} />
    </>
  ),
  alchemist: (
    <>
      <path d="M20 6 H28 V18 Q40 24 38 34 Q36 42 24 42 Q12 42 10 34 Q8 24 20 18 Z" fill={F.paper} />
      <path d="M11 30 Q24 26 37 30 Q36 41 24 41 Q12 41 11 30 Z" fill={F.trade} />
      <circle cx="20" cy="34" r="2" fill={F.paper} strokeWidth={THIN} />
      <circle cx="28" cy="36" r="1.5" fill={F.paper} strokeWidth={THIN} />
      <path d="M18 6 H30" strokeWidth={3} />
    </>
  ),
  trader: (
    <>
      <path d="M8 20 H30 V42 H8 Z" fill={F.wood} />
      <path d="M8 20 L30 42 M30 20 L8 42" strokeWidth={THIN} />
      <ellipse cx="36" cy="38" rx="8" ry="3" fill={F.gold} />
      <ellipse cx="36" cy="33" rx="8" ry="3" fill={F.gold} />
      <ellipse cx="36" cy="28" rx="8" ry="3" fill={F.gold} />
      <path d="M12 12 H32 L28 8 M32 12 L28 16" strokeWidth={THIN} />
    </>
  ),
  architect: (
    <>
      <path d="M6 30 H42 V44 H6 Z" fill={F.water} />
      <path d="M10 36 H20 M10 40 H30" stroke={F.paper} strokeWidth={THIN} />
      <path d="M24 6 L12 40 M24 6 L36 40" strokeWidth={3} />
      <circle cx="24" cy="7" r="3" fill={F.gold} />
      <path d="M17 26 Q24 30 31 26" strokeWidth={THIN} />
    </>
  ),
  navigator: (
    <>
      <circle cx="24" cy="24" r="13" fill={F.wood} />
      <circle cx="24" cy="24" r="8" fill={F.paper} />
      <path d="M24 4 V44 M4 24 H44 M10 10 L38 38 M38 10 L10 38" strokeWidth={THIN} />
      <circle cx="24" cy="24" r="3" fill={F.gold} />
    </>
  ),
  scholar: (
    <>
      <path d="M4 16 Q14 12 24 16 Q34 12 44 16 V40 Q34 36 24 40 Q14 36 4 40 Z" fill={F.paper} />
      <path d="M24 16 V40 M8 22 H20 M8 27 H20 M28 22 H40" strokeWidth={THIN} />
      <path d="M40 4 Q30 10 30 30 L34 24 Q40 16 40 4 Z" fill={F.religious} />
    </>
  ),
  warlord: (
    <>
      <path d="M6 40 H34" strokeWidth={3} stroke={F.wood} />
      <circle cx="11" cy="40" r="3.5" fill={F.wood} />
      <circle cx="29" cy="40" r="3.5" fill={F.wood} />
      <path d="M20 38 L36 10" strokeWidth={3} stroke={F.wood} />
      <path d="M31 8 Q36 2 41 8 Q36 13 31 8 Z" fill={F.dark} />
      <path d="M16 38 L22 26 L26 38" strokeWidth={THIN} />
      <circle cx="41" cy="22" r="3.5" fill={F.stone} />
    </>
  ),
  diplomat: (
    <>
      <path d="M8 40 Q22 30 40 8" fill="none" stroke={F.dark} />
      <ellipse cx="20" cy="28" rx="2.5" ry="6" fill={F.leaf} transform="rotate(-60 20 28)" />
      <ellipse cx="17" cy="34" rx="2.5" ry="6" fill={F.leaf} transform="rotate(20 17 34)" />
      <ellipse cx="30" cy="17" rx="2.5" ry="6" fill={F.leaf} transform="rotate(-60 30 17)" />
      <ellipse cx="27" cy="24" rx="2.5" ry="6" fill={F.leaf} transform="rotate(20 27 24)" />
      <ellipse cx="38" cy="11" rx="2.5" ry="5" fill={F.leaf} transform="rotate(40 38 11)" />
      <circle cx="34" cy="31" r="3" fill={F.paper} strokeWidth={THIN} />
    </>
  ),
  marshal: (
    <>
      <path d="M12 34 V24 Q12 10 24 10 Q36 10 36 24 V34 Z" fill={F.steel} />
      <path d="M12 24 H36 M24 24 V34" strokeWidth={THIN} />
      <path d="M24 10 Q26 2 36 4 Q30 8 28 11" fill={F.military} />
      <path d="M8 38 H40 V42 H8 Z" fill={F.military} />
    </>
  ),
  queen: (
    <>
      <path d="M8 34 L9 18 Q16 28 24 13 Q32 28 39 18 L40 34 Z" fill={F.gold} />
      <path d="M8 34 H40 V39 H8 Z" fill={F.noble} />
      <circle cx="9" cy="16" r="2.5" fill={F.paper} strokeWidth={THIN} />
      <circle cx="24" cy="11" r="3" fill={F.paper} strokeWidth={THIN} />
      <circle cx="39" cy="16" r="2.5" fill={F.paper} strokeWidth={THIN} />
      <path d="M24 22 Q28 26 24 31 Q20 26 24 22 Z" fill={F.military} strokeWidth={THIN} />
    </>
  ),
  artist: (
    <>
      <path d="M24 6 Q44 6 44 24 Q44 34 34 34 Q28 34 28 40 Q28 44 22 44 Q4 42 4 24 Q4 6 24 6 Z" fill={F.wall} />
      <circle cx="14" cy="20" r="3" fill={F.military} strokeWidth={THIN} />
      <circle cx="24" cy="14" r="3" fill={F.religious} strokeWidth={THIN} />
      <circle cx="34" cy="18" r="3" fill={F.noble} strokeWidth={THIN} />
      <circle cx="14" cy="31" r="3" fill={F.trade} strokeWidth={THIN} />
      <path d="M20 38 L40 26" strokeWidth={3} stroke={F.wood} />
    </>
  ),
  'tax-collector': (
    <>
      <path d="M8 22 H40 V42 H8 Z" fill={F.wood} />
      <path d="M8 22 Q8 12 24 12 Q40 12 40 22" fill={F.wood} />
      <path d="M8 28 H40" strokeWidth={THIN} />
      <path d="M20 17 H28" strokeWidth={3} />
      <rect x="21" y="30" width="6" height="7" fill={F.gold} strokeWidth={THIN} />
      <circle cx="24" cy="5" r="4" fill={F.gold} />
    </>
  ),
};

/** A character's emblem: an image for the eye only (the card names the character in words). */
export function CharacterArt({ id, className = 'cit-portrait' }: { id: CharacterId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      aria-hidden="true"
      data-art={id}
      fill="none"
      stroke={INK}
      strokeWidth={STROKE}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <circle cx="24" cy="24" r="23" fill="#f3e6c8" stroke="none" />
      {DRAWINGS[id]}
    </svg>
  );
}
