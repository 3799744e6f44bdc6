/**
 * Hotseat privacy: when the board of another seat than the one revealed last comes up, it is covered
 * by "pass the device to …" until that player clicks to reveal (the store of revealed seats is shared
 * by the boards of one match).
 */
import type { ReactNode } from 'react';
import { revealSeat, useRevealedSeat } from '../../shared/revealed-seat';
import { useText } from '../use-text';

export function PrivacyScreen({
  matchID,
  playerID,
  name,
  children,
}: {
  matchID: string;
  playerID: string;
  name: string;
  children: ReactNode;
}) {
  const { t } = useText();
  const shown = useRevealedSeat(matchID);
  if (shown === playerID) return <>{children}</>;
  return (
    <div
      className="cit-privacy"
      role="dialog"
      aria-modal="true"
      aria-label={t('citadels.privacy.pass', { player: name })}
    >
      <h2>{t('citadels.privacy.pass', { player: name })}</h2>
      <p>{t('citadels.privacy.note')}</p>
      <button className="button" type="button" onClick={() => revealSeat(matchID, playerID)}>
        {t('citadels.privacy.reveal', { player: name })}
      </button>
    </div>
  );
}
