/**
 * A character card: its rank in a medallion, its name and ability, and markers (killed, robbed,
 * yours, playing now). `status` is a line under the card (who holds it, or why it is out).
 */
import type { ReactNode } from 'react';
import { CHARACTERS, type CharacterId, type DistrictType } from '../../../games/citadels/index';
import { useText } from '../use-text';
import { CardFrame } from './CardFrame';
import { TypeIcon } from './DistrictCard';

export interface CharacterMarks {
  killed?: boolean;
  robbed?: boolean;
  current?: boolean;
  mine?: boolean;
  out?: boolean;
}

interface Props {
  id: CharacterId;
  marks?: CharacterMarks;
  status?: string;
  actions?: ReactNode;
  small?: boolean;
}

export function CharacterCard({ id, marks = {}, status, actions, small = false }: Props) {
  const text = useText();
  const c = CHARACTERS[id];
  const gem = (c as { gem?: DistrictType }).gem;
  const flags = (Object.keys(marks) as (keyof CharacterMarks)[]).filter((k) => marks[k]).join(' ');
  return (
    <CardFrame className={`cit-character rank-${c.rank} ${flags}${small ? ' small' : ''}`} name={text.character(id)} rules={text.characterRules(id)} actions={actions} data={{ 'data-character': id }}>
      <div className="cit-medal">
        <svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="11" /></svg>
        <span>{c.rank}</span>
      </div>
      {gem && <TypeIcon type={gem} />}
      <strong className="cit-name">{text.character(id)}</strong>
      {!small && <span className="cit-effect">{c.text[text.lang]}</span>}
      <span className="cit-marks">
        {marks.killed && <span className="cit-mark killed">{text.t('citadels.calling.killed')}</span>}
        {marks.robbed && <span className="cit-mark robbed">{text.t('citadels.calling.robbed')}</span>}
        {marks.mine && <span className="cit-mark mine">{text.t('citadels.calling.yours')}</span>}
      </span>
      {status && <span className="cit-status">{status}</span>}
    </CardFrame>
  );
}
