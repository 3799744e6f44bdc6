/**
 * Each district's illustration, drawn in a 48×48 view box on a strip of ground (docs/design/card-art.md):
 * one drawing per district name, basic and unique, in the palette of palette.ts. The frame and colour
 * of its type are the card's (client/citadels/citadels.css); the drawing is the building itself.
 */
import type { ReactElement } from 'react';
import type { DistrictId } from '../../../games/citadels/index';
import { FILL as F, INK, STROKE, THIN } from './palette';

/** A row of battlements from x to x + width at height y: merlons 3 wide and 3 tall, 3 apart, the wall flat after the last. */
function crenels(x: number, y: number, width: number): string {
  const merlons = Math.floor((width + 3) / 6);
  const teeth = Array.from({ length: merlons }, () => 'v-3 h3 v3').join(' h3 ');
  return `M${x} ${y} ${teeth} H${x + width}`;
}

/** The drawings, one per district name (a district added to the data without one fails to typecheck). */
const DRAWINGS: Record<DistrictId, ReactElement> = {
  // Noble
  manor: (
    <>
      <path d="M8 42 V24 L24 12 L40 24 V42 Z" fill={F.wall} />
      <path d="M8 24 L24 12 L40 24" fill="none" stroke={F.roof} strokeWidth={3} />
      <path d="M13 17 V9 H17 V14 M31 14 V9 H35 V17" fill={F.roof} />
      <rect x="21" y="32" width="6" height="10" fill={F.wood} />
      <rect x="12" y="28" width="5" height="5" fill={F.water} strokeWidth={THIN} />
      <rect x="31" y="28" width="5" height="5" fill={F.water} strokeWidth={THIN} />
    </>
  ),
  castle: (
    <>
      <path d={`${crenels(6, 14, 9)} V42 H6 Z`} fill={F.stone} />
      <path d={`${crenels(33, 14, 9)} V42 H33 Z`} fill={F.stone} />
      <path d={`${crenels(15, 22, 18)} V42 H15 Z`} fill={F.stone} />
      <path d="M24 22 V6 L32 9 L24 12" fill={F.noble} />
      <path d="M20 42 V34 Q24 29 28 34 V42 Z" fill={F.wood} />
    </>
  ),
  palace: (
    <>
      <path d="M4 42 V24 H44 V42 Z" fill={F.wall} />
      <path d="M16 24 Q16 12 24 8 Q32 12 32 24 Z" fill={F.noble} />
      <path d="M6 24 Q6 16 10 14 Q14 16 14 24 M34 24 Q34 16 38 14 Q42 16 42 24" fill={F.noble} />
      <path d="M10 30 V38 M17 30 V38 M24 30 V42 M31 30 V38 M38 30 V38" strokeWidth={THIN} />
      <path d="M24 8 V4" />
    </>
  ),
  // Religious
  temple: (
    <>
      <path d="M6 18 L24 8 L42 18 Z" fill={F.wall} />
      <path d="M6 18 H42 V21 H6 Z M4 38 H44 V42 H4 Z" fill={F.stone} />
      <path d="M11 21 V38 M19 21 V38 M29 21 V38 M37 21 V38" strokeWidth={3} />
    </>
  ),
  church: (
    <>
      <path d="M6 42 V26 L16 18 L26 26 V42 Z" fill={F.wall} />
      <path d="M26 42 V16 L33 8 L40 16 V42 Z" fill={F.wall} />
      <path d="M33 8 V2 M30 4 H36" strokeWidth={THIN} />
      <path d="M13 42 V34 Q16 30 19 34 V42 Z" fill={F.wood} />
      <path d="M30 26 Q33 20 36 26 V32 H30 Z" fill={F.religious} strokeWidth={THIN} />
    </>
  ),
  monastery: (
    <>
      <path d="M4 42 V26 H36 V42 Z" fill={F.wall} />
      <path d="M2 26 L8 20 H38 L36 26 Z" fill={F.roof} />
      <path
        d="M8 42 V34 Q11 30 14 34 V42 M17 42 V34 Q20 30 23 34 V42 M26 42 V34 Q29 30 32 34 V42"
        fill={F.dark}
        strokeWidth={THIN}
      />
      <path d="M36 42 V12 H44 V42 Z" fill={F.wall} />
      <path d="M34 12 L40 6 L46 12 Z" fill={F.roof} />
      <circle cx="40" cy="18" r="2" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  cathedral: (
    <>
      <path d="M8 42 V14 L12 6 L16 14 V42 Z M32 42 V14 L36 6 L40 14 V42 Z" fill={F.stone} />
      <path d="M16 42 V20 L24 14 L32 20 V42 Z" fill={F.wall} />
      <circle cx="24" cy="26" r="5" fill={F.religious} />
      <path d="M24 21 V31 M19 26 H29" strokeWidth={THIN} />
      <path d="M20 42 V36 Q24 31 28 36 V42 Z" fill={F.wood} />
    </>
  ),
  // Trade
  tavern: (
    <>
      <path d="M6 42 V22 H30 V42 Z" fill={F.wall} />
      <path d="M4 22 L18 10 L32 22 Z" fill={F.roof} />
      <path d="M6 30 H30 M14 22 V42 M22 22 L30 30" stroke={F.wood} strokeWidth={THIN} />
      <path d="M30 16 H42 M38 16 V20" strokeWidth={THIN} />
      <path d="M34 20 H42 V30 H34 Z" fill={F.gold} />
      <path d="M42 23 Q46 25 42 28" />
    </>
  ),
  market: (
    <>
      <path d="M6 20 H42 L38 28 H10 Z" fill={F.paper} />
      <path d="M15 20 L13 28 M24 20 V28 M33 20 L35 28" stroke={F.trade} strokeWidth={4} />
      <path d="M10 28 V42 M38 28 V42" />
      <path d="M8 36 H40 V42 H8 Z" fill={F.wood} />
      <circle cx="16" cy="33" r="3" fill={F.military} strokeWidth={THIN} />
      <circle cx="24" cy="33" r="3" fill={F.gold} strokeWidth={THIN} />
      <circle cx="32" cy="33" r="3" fill={F.leaf} strokeWidth={THIN} />
    </>
  ),
  'trading-post': (
    <>
      <path d="M4 42 V20 H28 V42 Z" fill={F.wall} />
      <path d="M2 20 L8 12 H26 L30 20 Z" fill={F.trade} />
      <rect x="9" y="26" width="14" height="10" fill={F.water} strokeWidth={THIN} />
      <path d="M30 30 H42 V42 H30 Z M33 20 H42 V30 H33 Z" fill={F.wood} />
      <path d="M30 30 L42 42 M33 20 L42 30" strokeWidth={THIN} />
    </>
  ),
  docks: (
    <>
      <path d="M2 38 Q8 35 14 38 T26 38 T38 38 T50 38 V48 H2 Z" fill={F.water} />
      <path d="M4 32 H36 V36 H4 Z" fill={F.wood} />
      <path d="M8 36 V44 M30 36 V44" strokeWidth={3} />
      <path d="M34 32 V8 L20 12 M20 12 V22" />
      <rect x="16" y="22" width="8" height="6" fill={F.wood} />
    </>
  ),
  harbor: (
    <>
      <path d="M2 36 Q8 33 14 36 T26 36 T38 36 T50 36 V48 H2 Z" fill={F.water} />
      <path d="M8 28 H40 L34 36 H14 Z" fill={F.wood} />
      <path d="M24 28 V4" />
      <path d="M24 6 Q38 14 24 24 Z" fill={F.paper} />
      <path d="M24 8 Q14 16 22 24 H24" fill={F.paper} />
    </>
  ),
  'town-hall': (
    <>
      <path d="M4 42 V22 H44 V42 Z" fill={F.wall} />
      <path d="M18 22 V10 H30 V22 Z" fill={F.wall} />
      <path d="M16 10 L24 3 L32 10 Z" fill={F.trade} />
      <circle cx="24" cy="16" r="4" fill={F.paper} />
      <path d="M24 13.5 V16 L26 17" strokeWidth={THIN} />
      <path d="M10 28 V36 M16 28 V36 M32 28 V36 M38 28 V36" strokeWidth={THIN} />
      <path d="M21 42 V32 H27 V42" fill={F.wood} />
    </>
  ),
  // Military
  watchtower: (
    <>
      <path d="M17 42 L19 16 H29 L31 42 Z" fill={F.stone} />
      <path d={`${crenels(16, 16, 15)} V18 H16 Z`} fill={F.stone} />
      <rect x="22" y="22" width="4" height="7" fill={F.dark} />
      <path d="M24 10 V2 L32 5 L24 8" fill={F.military} />
    </>
  ),
  prison: (
    <>
      <path d={`${crenels(8, 12, 33)} V42 H8 Z`} fill={F.stone} />
      <rect x="16" y="18" width="16" height="16" fill={F.dark} />
      <path d="M20 18 V34 M24 18 V34 M28 18 V34 M16 26 H32" stroke={F.steel} strokeWidth={THIN} />
    </>
  ),
  barracks: (
    <>
      <path d="M4 42 L14 22 L24 42 Z" fill={F.military} />
      <path d="M24 42 L34 22 L44 42 Z" fill={F.paper} />
      <path d="M14 22 V10 L22 13 L14 16 M34 22 V10 L42 13 L34 16" fill={F.military} />
      <path d="M14 42 V32 M34 42 V32" strokeWidth={THIN} />
    </>
  ),
  fortress: (
    <>
      <path d={`${crenels(4, 18, 39)} V42 H4 Z`} fill={F.stone} />
      <path d={`${crenels(18, 10, 15)} V18 H18 Z`} fill={F.stone} />
      <path d="M19 42 V32 Q24 26 29 32 V42 Z" fill={F.dark} />
      <path d="M21 31 V42 M24 29 V42 M27 31 V42" stroke={F.steel} strokeWidth={THIN} />
      <path d="M9 24 V29 M38 24 V29" strokeWidth={THIN} />
    </>
  ),
  // Unique
  armory: (
    <>
      <path d="M8 8 L36 36 M40 8 L12 36" stroke={F.steel} strokeWidth={4} />
      <path d="M8 8 L36 36 M40 8 L12 36" strokeWidth={THIN} />
      <path d="M6 32 L16 42 M42 32 L32 42" strokeWidth={3} stroke={F.wood} />
      <path d="M16 18 H32 V30 Q32 40 24 44 Q16 40 16 30 Z" fill={F.military} />
      <path d="M24 20 V40" stroke={F.gold} strokeWidth={THIN} />
    </>
  ),
  basilica: (
    <>
      <path d="M4 42 V22 L24 10 L44 22 V42 Z" fill={F.wall} />
      <path
        d="M10 42 V30 Q13 25 16 30 V42 M21 42 V28 Q24 23 27 28 V42 M32 42 V30 Q35 25 38 30 V42"
        fill={F.religious}
        strokeWidth={THIN}
      />
      <circle cx="24" cy="18" r="2.5" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  capitol: (
    <>
      <path d="M12 22 Q12 8 24 8 Q36 8 36 22 Z" fill={F.steel} />
      <path d="M24 8 V3" />
      <path d="M6 22 H42 V26 H6 Z M4 40 H44 V44 H4 Z" fill={F.wall} />
      <path d="M10 26 V40 M17 26 V40 M24 26 V40 M31 26 V40 M38 26 V40" strokeWidth={3} />
    </>
  ),
  'dragon-gate': (
    <>
      <path d="M2 12 Q24 18 46 12 L42 18 H6 Z" fill={F.military} />
      <path d="M10 18 V42 M38 18 V42" strokeWidth={4} stroke={F.military} />
      <path d="M8 24 H40" strokeWidth={3} />
      <path d="M18 34 Q24 26 30 34 Q27 32 24 34 Q21 32 18 34 Z" fill={F.leaf} />
      <circle cx="22" cy="31" r="0.8" fill={INK} />
    </>
  ),
  factory: (
    <>
      <path d="M4 42 V24 L14 18 V24 L24 18 V24 L34 18 V42 Z" fill={F.wall} />
      <path d="M34 42 V8 H40 V42 Z" fill={F.roof} />
      <path d="M36 6 Q33 4 36 2 M40 6 Q43 4 40 2" strokeWidth={THIN} />
      <rect x="8" y="30" width="6" height="5" fill={F.gold} strokeWidth={THIN} />
      <rect x="20" y="30" width="6" height="5" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  framework: (
    <>
      <path d="M8 42 V8 M24 42 V8 M40 42 V8 M8 18 H40 M8 30 H40" stroke={F.wood} strokeWidth={3} />
      <path d="M8 18 L24 30 M24 18 L40 30 M8 30 L24 42" strokeWidth={THIN} />
      <path d="M12 42 V36 H22 V42 Z" fill={F.stone} />
    </>
  ),
  'gold-mine': (
    <>
      <path d="M4 42 Q4 14 24 10 Q44 14 44 42 Z" fill={F.stone} />
      <path d="M14 42 V26 Q24 18 34 26 V42 Z" fill={F.dark} />
      <path d="M14 26 H34 M16 26 V42 M32 26 V42" stroke={F.wood} strokeWidth={3} />
      <path d="M18 40 H30 L32 34 H16 Z" fill={F.wood} />
      <circle cx="21" cy="32" r="2.5" fill={F.gold} strokeWidth={THIN} />
      <circle cx="26" cy="31" r="2.5" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  'great-wall': (
    <>
      <path d="M2 36 L14 28 L28 32 L46 22 V30 L28 40 L14 36 L2 44 Z" fill={F.stone} />
      <path d="M10 30 V18 H18 V31 M34 29 V14 H42 V24" fill={F.stone} />
      <path d="M10 18 V15 H12 V18 M16 18 V15 H18 M34 14 V11 H36 V14 M40 14 V11 H42 V14" strokeWidth={THIN} />
      <path d="M2 44 H46" strokeWidth={THIN} />
    </>
  ),
  'haunted-quarter': (
    <>
      <path d="M2 42 V30 L8 24 L14 30 V42 Z M34 42 V28 L40 22 L46 28 V42 Z" fill={F.dark} />
      <path d="M14 42 V10 Q14 2 24 2 Q34 2 34 10 V42 L30 38 L26 42 L22 38 L18 42 Z" fill={F.paper} />
      <circle cx="20" cy="14" r="2" fill={INK} />
      <circle cx="28" cy="14" r="2" fill={INK} />
      <ellipse cx="24" cy="22" rx="2.5" ry="3.5" fill={INK} />
    </>
  ),
  'imperial-treasury': (
    <>
      <path d="M6 26 H42 V42 H6 Z" fill={F.wood} />
      <path d="M6 26 Q24 18 42 26" fill={F.gold} />
      <path d="M6 32 H42 M24 32 V38" strokeWidth={THIN} />
      <path d="M14 16 L12 6 L18 11 L24 4 L30 11 L36 6 L34 16 Z" fill={F.gold} />
    </>
  ),
  'ivory-tower': (
    <>
      <path d="M20 42 L21 14 H27 L28 42 Z" fill={F.paper} />
      <path d="M18 14 L24 2 L30 14 Z" fill={F.unique} />
      <path d="M24 20 V24 M24 30 V34" strokeWidth={THIN} />
      <path d="M6 42 Q24 38 42 42" strokeWidth={THIN} />
    </>
  ),
  keep: (
    <>
      <path d={`${crenels(10, 10, 27)} V42 H10 Z`} fill={F.dark} />
      <path d="M10 10 H37" strokeWidth={THIN} stroke={F.stone} />
      <path d="M20 42 V34 Q24 30 28 34 V42 Z" fill={F.wood} />
      <rect x="22" y="18" width="4" height="6" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
  laboratory: (
    <>
      <path d="M4 36 H44 V40 H4 Z" fill={F.wood} />
      <path d="M8 36 V12 H14 V36 Z" fill={F.trade} />
      <path d="M8 26 H14" strokeWidth={THIN} />
      <circle cx="26" cy="28" r="8" fill={F.unique} />
      <path d="M31 22 L42 10 V16" />
      <path d="M18 44 H34 M22 36 L20 44 M30 36 L32 44" strokeWidth={THIN} />
    </>
  ),
  library: (
    <>
      <path d="M4 6 H44 V42 H4 Z" fill={F.wood} />
      <path d="M4 24 H44" />
      <path d="M8 8 H12 V24 H8 Z M13 10 H17 V24 H13 Z M30 8 H34 V24 H30 Z" fill={F.military} strokeWidth={THIN} />
      <path d="M18 9 H22 V24 H18 Z M36 10 H40 V24 H36 Z M8 28 H12 V42 H8 Z" fill={F.religious} strokeWidth={THIN} />
      <path
        d="M13 27 H17 V42 H13 Z M24 28 L28 27 L32 42 L28 42 Z M34 27 H38 V42 H34 Z"
        fill={F.trade}
        strokeWidth={THIN}
      />
    </>
  ),
  'map-room': (
    <>
      <path d="M4 10 L16 6 L32 10 L44 6 V38 L32 42 L16 38 L4 42 Z" fill={F.paper} />
      <path d="M16 6 V38 M32 10 V42" strokeWidth={THIN} />
      <path d="M8 30 Q14 18 22 24 T34 20" strokeWidth={THIN} strokeDasharray="2 2" />
      <path d="M35 16 L41 22 M41 16 L35 22" stroke={F.military} strokeWidth={2.5} />
    </>
  ),
  monument: (
    <>
      <path d="M20 38 L22 8 L24 4 L26 8 L28 38 Z" fill={F.stone} />
      <path d="M14 38 H34 V42 H14 Z" fill={F.wall} />
      <path d="M22 8 H26" strokeWidth={THIN} />
      <path d="M8 42 H40" />
    </>
  ),
  museum: (
    <>
      <path d="M4 16 L24 6 L44 16 Z" fill={F.wall} />
      <path d="M4 16 H44 V42 H4 Z" fill={F.wall} />
      <path d="M18 30 H30 V42 H18 Z" fill={F.stone} />
      <path d="M20 30 Q16 24 20 20 H28 Q32 24 28 30 Z" fill={F.unique} />
      <path d="M9 20 V42 M39 20 V42" strokeWidth={3} />
    </>
  ),
  necropolis: (
    <>
      <path d="M4 42 Q24 36 44 42" fill={F.leaf} />
      <path d="M8 40 V24 Q8 18 14 18 Q20 18 20 24 V39 Z" fill={F.stone} />
      <path d="M30 39 V8 M24 16 H36" strokeWidth={4} stroke={F.stone} />
      <path d="M30 39 V8 M24 16 H36" strokeWidth={THIN} />
      <path d="M12 26 H16 M14 24 V30" strokeWidth={THIN} />
    </>
  ),
  observatory: (
    <>
      <path d="M6 42 V28 H42 V42 Z" fill={F.wall} />
      <path d="M8 28 Q8 12 24 12 Q40 12 40 28 Z" fill={F.steel} />
      <path d="M22 18 L40 4 L43 8 L26 22 Z" fill={F.dark} />
      <path d="M20 42 V34 H28 V42" fill={F.wood} />
    </>
  ),
  park: (
    <>
      <circle cx="14" cy="18" r="10" fill={F.leaf} />
      <circle cx="34" cy="22" r="8" fill={F.leaf} />
      <path d="M14 28 V42 M34 30 V42" stroke={F.wood} strokeWidth={3} />
      <path d="M18 36 H30 M19 36 V42 M29 36 V42" strokeWidth={THIN} />
      <path d="M4 42 H44" stroke={F.leaf} />
    </>
  ),
  'poor-house': (
    <>
      <path d="M8 42 V24 L22 14 L38 24 V42 Z" fill={F.stone} />
      <path d="M6 25 L22 13 L40 25" fill="none" stroke={F.wood} strokeWidth={3} />
      <path d="M14 22 H22 V28 H14 Z" fill={F.wood} strokeWidth={THIN} />
      <path d="M24 42 V32 H32 V42" fill={F.dark} />
      <path d="M10 36 Q14 40 18 36 Z" fill={F.paper} strokeWidth={THIN} />
    </>
  ),
  quarry: (
    <>
      <path d="M4 42 L10 26 L22 22 L30 30 L44 26 V42 Z" fill={F.stone} />
      <path d="M10 34 H20 V42 H10 Z M22 36 H32 V42 H22 Z" fill={F.wall} strokeWidth={THIN} />
      <path d="M28 6 Q36 4 44 12" strokeWidth={3} stroke={F.steel} />
      <path d="M36 8 L26 22" strokeWidth={3} stroke={F.wood} />
    </>
  ),
  'school-of-magic': (
    <>
      <path d="M14 42 V18 H34 V42 Z" fill={F.wall} />
      <path d="M10 18 L24 2 L38 18 Z" fill={F.unique} />
      <path d="M24 8 L25 11 L28 12 L25 13 L24 16 L23 13 L20 12 L23 11 Z" fill={F.gold} strokeWidth={THIN} />
      <path d="M20 42 V32 Q24 27 28 32 V42" fill={F.wood} />
      <path d="M19 22 Q24 20 29 22 V27 H19 Z" fill={F.religious} strokeWidth={THIN} />
    </>
  ),
  'secret-vault': (
    <>
      <rect x="4" y="4" width="40" height="40" rx="3" fill={F.stone} />
      <circle cx="24" cy="24" r="15" fill={F.steel} />
      <circle cx="24" cy="24" r="4" fill={F.dark} />
      <path d="M24 12 V20 M24 28 V36 M12 24 H20 M28 24 H36" strokeWidth={3} />
    </>
  ),
  smithy: (
    <>
      <path d="M8 22 H38 Q38 28 30 28 L28 34 H34 V40 H14 V34 H20 L18 28 Q8 28 8 22 Z" fill={F.dark} />
      <path d="M28 4 L38 14" strokeWidth={3} stroke={F.wood} />
      <path d="M18 10 L28 0 L33 5 L23 15 Z" fill={F.steel} transform="translate(-2 4)" />
      <path d="M40 18 L44 16 M40 22 L45 22" stroke={F.noble} strokeWidth={THIN} />
    </>
  ),
  stables: (
    <>
      <path d="M4 42 V22 L24 10 L44 22 V42 Z" fill={F.roof} />
      <path d="M14 42 V26 H34 V42 Z" fill={F.wood} />
      <path d="M14 26 L34 42 M34 26 L14 42" strokeWidth={THIN} />
      <path d="M18 6 Q24 -2 30 6 L28 6 Q24 1 20 6 Z" fill={F.steel} strokeWidth={THIN} />
    </>
  ),
  statue: (
    <>
      <path d="M14 34 H34 V42 H14 Z" fill={F.stone} />
      <circle cx="24" cy="8" r="4" fill={F.steel} />
      <path d="M18 34 L20 16 H28 L30 34 Z" fill={F.steel} />
      <path d="M28 18 L36 10" strokeWidth={3} stroke={F.steel} />
      <path d="M28 18 L36 10" strokeWidth={THIN} />
    </>
  ),
  theater: (
    <>
      <path d="M4 6 H44 V42 H4 Z" fill={F.dark} />
      <path d="M4 6 Q10 26 6 42 H4 Z M44 6 Q38 26 42 42 H44 Z" fill={F.military} />
      <path d="M4 6 H44 Q34 12 24 10 Q14 12 4 6 Z" fill={F.military} />
      <path d="M16 18 Q24 14 32 18 Q32 30 24 32 Q16 30 16 18 Z" fill={F.paper} />
      <path d="M19 22 H22 M26 22 H29 M20 26 Q24 29 28 26" strokeWidth={THIN} />
      <path d="M8 42 H40" strokeWidth={3} stroke={F.wood} />
    </>
  ),
  'thieves-den': (
    <>
      <path d="M2 42 Q4 10 24 8 Q44 10 46 42 Z" fill={F.stone} />
      <path d="M12 42 Q12 20 24 20 Q36 20 36 42 Z" fill={INK} />
      <ellipse cx="20" cy="30" rx="2" ry="1.2" fill={F.gold} stroke="none" />
      <ellipse cx="28" cy="30" rx="2" ry="1.2" fill={F.gold} stroke="none" />
    </>
  ),
  'wishing-well': (
    <>
      <path d="M12 28 H36 V42 H12 Z" fill={F.stone} />
      <path d="M12 28 Q24 32 36 28" strokeWidth={THIN} />
      <path d="M14 28 V12 M34 28 V12" strokeWidth={3} stroke={F.wood} />
      <path d="M8 14 L24 4 L40 14 Z" fill={F.roof} />
      <path d="M24 14 V20" strokeWidth={THIN} />
      <path d="M21 20 H27 L26 25 H22 Z" fill={F.wood} strokeWidth={THIN} />
      <circle cx="38" cy="38" r="3" fill={F.gold} strokeWidth={THIN} />
    </>
  ),
};

/** A district's illustration: an image for the eye only (the card names the district in words). */
export function DistrictArt({ id, className = 'cit-art' }: { id: DistrictId; className?: string }) {
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
      <path d="M0 42 H48 V48 H0 Z" fill={F.leaf} opacity={0.35} stroke="none" />
      {DRAWINGS[id]}
    </svg>
  );
}
