/**
 * Hotseat privacy: when the board of another seat than the one revealed last comes up, it is covered
 * by "pass the device to …" until that player clicks to reveal. Which seat was revealed last is shared
 * by the boards of one match (one per human seat) through a tiny store keyed by match id.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { useText } from '../use-text';

const revealed = new Map<string, string>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function revealSeat(matchID: string, playerID: string): void {
  revealed.set(matchID, playerID);
  for (const listener of listeners) listener();
}

export function PrivacyScreen({ matchID, playerID, name, children }: { matchID: string; playerID: string; name: string; children: ReactNode }) {
  const { t } = useText();
  const shown = useSyncExternalStore(subscribe, () => revealed.get(matchID));
  if (shown === playerID) return <>{children}</>;
  return (
    <div className="cit-privacy" role="dialog" aria-modal="true" aria-label={t('citadels.privacy.pass', { player: name })}>
      <h2>{t('citadels.privacy.pass', { player: name })}</h2>
      <p>{t('citadels.privacy.note')}</p>
      <button type="button" onClick={() => revealSeat(matchID, playerID)}>{t('citadels.privacy.reveal', { player: name })}</button>
    </div>
  );
}
