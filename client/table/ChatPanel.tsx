/**
 * The table's chat over boardgame.io's chat (`chatMessages`, `sendChatMessage`). The server accepts messages
 * from seated players only, within its length and rate limits; spectators read but get no input.
 */
import { useState } from 'react';
import { useT } from '../i18n/LanguageProvider';
import type { TableSeat } from './table-api';

/** The server's limit on a message (LIMIT_CHAT_CHARS' default). */
const MAX_CHARS = 300;

interface ChatMessage {
  id: string;
  sender: string;
  payload: unknown;
}

export function ChatPanel({ messages, send, players, canWrite }: { messages: ChatMessage[]; send(text: string): void; players: TableSeat[]; canWrite: boolean }) {
  const t = useT();
  const [text, setText] = useState('');
  const nameOf = (sender: string) => players.find((p) => String(p.id) === sender)?.name ?? sender;
  return (
    <section className="chat" aria-label={t('table.chat')}>
      <h3>{t('table.chat')}</h3>
      <ol className="chat-messages" aria-live="polite">
        {messages.length === 0 && <li className="muted">{t('table.chatEmpty')}</li>}
        {messages.filter((m) => typeof m.payload === 'string').map((m) => (
          <li key={m.id}><strong>{nameOf(m.sender)}:</strong> {m.payload as string}</li>
        ))}
      </ol>
      {canWrite ? (
        <form onSubmit={(event) => {
          event.preventDefault();
          const message = text.trim();
          if (message) send(message);
          setText('');
        }}>
          <input name="chat" aria-label={t('table.chatPlaceholder')} placeholder={t('table.chatPlaceholder')} maxLength={MAX_CHARS} value={text} onChange={(event) => setText(event.target.value)} />{' '}
          <button type="submit">{t('table.chatSend')}</button>
        </form>
      ) : (
        <p className="muted">{t('table.chatSpectator')}</p>
      )}
    </section>
  );
}
