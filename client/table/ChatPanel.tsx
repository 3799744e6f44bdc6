/**
 * The table's chat over boardgame.io's chat (`chatMessages`, `sendChatMessage`). The server accepts messages
 * from seated players only, within its length and rate limits; spectators read but get no input. On every
 * (re)connection the server sends the match's last messages again (docs/security.md#chat-history): a message
 * already shown (the same id) is shown once. Messages of seats the player's blocked accounts hold are not shown.
 */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { TableSeat } from '../api/table-api';
import './table.css';

/** The server's limit on a message (LIMIT_CHAT_CHARS' default). */
const MAX_CHARS = 300;

interface ChatMessage {
  id: string;
  sender: string;
  payload: unknown;
}

/** The messages with each id once, in their first order. */
export function onePerID<M extends { id: string }>(messages: M[]): M[] {
  const seen = new Set<string>();
  return messages.filter((m) => !seen.has(m.id) && Boolean(seen.add(m.id)));
}

export function ChatPanel({
  messages,
  send,
  players,
  canWrite,
  hiddenSenders,
}: {
  messages: ChatMessage[];
  send(text: string): void;
  players: TableSeat[];
  canWrite: boolean;
  /** Seats whose messages are not shown: those of accounts this player blocked (docs/security.md#friends). */
  hiddenSenders?: ReadonlySet<string>;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const nameOf = (sender: string) => players.find((p) => String(p.id) === sender)?.name ?? sender;
  const shown = onePerID(
    messages.filter((m) => typeof m.payload === 'string' && !hiddenSenders?.has(String(m.sender))),
  );
  return (
    <section className="table-chat" aria-labelledby="table-chat-title">
      <h3 id="table-chat-title">{t('table.chat')}</h3>
      {/* Focusable, so that a keyboard can scroll a long chat. */}
      <ol className="table-chat-messages" aria-live="polite" aria-label={t('table.chat')} tabIndex={0}>
        {shown.length === 0 && <li className="muted">{t('table.chatEmpty')}</li>}
        {shown.map((m) => (
          <li key={m.id}>
            <strong>{nameOf(m.sender)}:</strong> {m.payload as string}
          </li>
        ))}
      </ol>
      {canWrite ? (
        <form
          className="table-chat-form"
          onSubmit={(event) => {
            event.preventDefault();
            const message = text.trim();
            if (message) send(message);
            setText('');
          }}
        >
          <input
            name="chat"
            aria-label={t('table.chatPlaceholder')}
            placeholder={t('table.chatPlaceholder')}
            maxLength={MAX_CHARS}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />{' '}
          <button type="submit">{t('table.chatSend')}</button>
        </form>
      ) : (
        <p className="muted">{t('table.chatSpectator')}</p>
      )}
    </section>
  );
}
