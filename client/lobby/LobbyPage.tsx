/**
 * The online lobby of one game: create a match, or join or watch an open one (its players' names with their
 * avatars); beside it, one's friends.
 */
import { useCallback, useEffect, useState } from 'react';
import type { LobbyAPI } from 'boardgame.io';
import { useT } from '../i18n/LanguageProvider';
import type { CatalogueEntry } from '../catalogue';
import { linkProps, navigate } from '../router';
import { createTable, lobby, lobbyErrorMessage } from '../api/lobby-api';
import { localSeatNames } from '../table/seat-names';
import { useListedSeatAccounts } from '../table/seat-accounts';
import { holdSeat, rememberedName } from '../api/seats';
import { CreateMatchForm, type NewMatch } from './CreateMatchForm';
import { PlayNow } from './PlayNow';
import { ListedSeatNames } from './ListedSeatNames';
import { HowToPlayLink } from '../learn/HowToPlayLink';
import { FriendsPanel } from '../friends/FriendsPanel';
import './lobby.css';

const POLL_MS = 4000;

export function LobbyPage({ entry }: { entry: CatalogueEntry }) {
  const t = useT();
  const [matches, setMatches] = useState<LobbyAPI.Match[]>([]);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(async () => {
    try {
      const { matches: listed } = await lobby.listMatches(entry.name, { isGameover: false });
      setMatches(listed);
    } catch (e) {
      setError(lobbyErrorMessage(e));
    }
  }, [entry.name]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  // Asked again only when the list's matches or their seats' names change, not at every poll.
  const seatAccounts = useListedSeatAccounts(
    matches.map((m) => m.matchID),
    JSON.stringify(matches.map((m) => [m.matchID, m.players.map((p) => p.name ?? null)])),
  );

  const create = async ({ numPlayers, playerName, listed, others, setupData, table, rated }: NewMatch) => {
    setError(null);
    try {
      // One request: the match, the creator's seat, the options, rated or not and the bots, all or nothing.
      const bots = others.flatMap((level, index) => (level === 'human' ? [] : [{ seat: String(index + 1), level }]));
      const { matchID, playerID, playerCredentials } = await createTable(entry.name, {
        numPlayers,
        unlisted: !listed,
        setupData,
        playerName,
        table,
        rated,
        bots,
      });
      holdSeat(entry.name, matchID, { playerID, credentials: playerCredentials, playerName });
      navigate(`/match/${entry.name}/${matchID}`);
    } catch (e) {
      setError(lobbyErrorMessage(e));
    }
  };

  return (
    <section className="lobby">
      <h1>{t('lobby.title', { game: t(entry.title) })}</h1>
      <HowToPlayLink game={entry.name} gameTitle={t(entry.title)} />
      <p>
        <a {...linkProps(`/leaderboard/${entry.name}`)}>{t('ratings.nav')}</a>
      </p>
      {error && (
        <p className="error" role="alert">
          {t('lobby.error', { message: error })}
        </p>
      )}
      <PlayNow entry={entry} />
      <CreateMatchForm entry={entry} initialName={rememberedName()} onCreate={create} />
      <h2>
        {t('lobby.openMatches')}{' '}
        <button type="button" className="secondary lobby-refresh" onClick={() => void refresh()}>
          {t('lobby.refresh')}
        </button>
      </h2>
      {matches.length === 0 ? (
        <p>{t('lobby.noMatches')}</p>
      ) : (
        <ul className="lobby-matches">
          {matches.map((match) => {
            const taken = match.players.filter((p) => p.name).length;
            const rated = (match as { table?: { rated?: boolean } }).table?.rated === true;
            return (
              <li key={match.matchID} data-match={match.matchID}>
                {rated && <span className="rated-badge">{t('lobby.rated')}</span>}{' '}
                <ListedSeatNames
                  game={entry.name}
                  matchID={match.matchID}
                  seats={localSeatNames(match.players, t)}
                  accounts={seatAccounts[match.matchID]}
                  rated={rated}
                />{' '}
                <span className="muted">{t('lobby.seats', { taken, total: match.players.length })}</span>{' '}
                {entry.options && match.setupData != null && (
                  <span className="muted lobby-options-summary">
                    <entry.options.Summary value={match.setupData} />
                  </span>
                )}{' '}
                <a className="button" {...linkProps(`/match/${entry.name}/${match.matchID}`)}>
                  {taken < match.players.length ? t('lobby.join') : t('lobby.watch')}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <FriendsPanel compact />
    </section>
  );
}
