/**
 * The table's chat history: the last messages of each match, kept in its metadata (`metadata.chat`) so that
 * they survive a reconnect, a reload and a restart, and are seen by every server process of a cluster. The
 * history is bounded by count and by bytes (LIMIT_CHAT_HISTORY_MESSAGES, LIMIT_CHAT_HISTORY_BYTES): the
 * oldest messages go first. A line holds what every follower of the match already saw (the message's id,
 * which the server gives, its sender seat and its text), never credentials; the lobby API leaves the history
 * out (`withoutChat`), so it is sent only to sockets that sync with the match (docs/security.md#chat-history).
 */
import { randomBytes } from 'node:crypto';
import type { Server } from 'boardgame.io';

export interface ChatLine {
  /** Given by the server, so that no client can reuse another message's id. */
  id: string;
  /** The seat that wrote it. */
  sender: string;
  payload: string;
}

export interface ChatHistoryLimits {
  chatHistoryMessages: number;
  chatHistoryBytes: number;
}

type WithChat = Server.MatchData & { chat?: unknown };

export const newChatID = () => randomBytes(9).toString('base64url');

const isLine = (value: unknown): value is ChatLine => {
  const line = value as Partial<ChatLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.id === 'string' &&
    typeof line.sender === 'string' &&
    typeof line.payload === 'string'
  );
};

const bytesOf = (line: ChatLine) => Buffer.byteLength(JSON.stringify(line));

/** The stored history, oldest first (anything malformed is left out). */
export function chatHistory(metadata: Server.MatchData): ChatLine[] {
  const chat = (metadata as WithChat).chat;
  return Array.isArray(chat) ? chat.filter(isLine) : [];
}

/** The metadata with `line` appended and the oldest lines dropped until both bounds hold. */
export function withChatLine(metadata: Server.MatchData, line: ChatLine, limits: ChatHistoryLimits): Server.MatchData {
  const kept = [...chatHistory(metadata), { id: line.id, sender: line.sender, payload: line.payload }];
  let bytes = kept.reduce((sum, l) => sum + bytesOf(l), 0);
  while (kept.length > 0 && (kept.length > limits.chatHistoryMessages || bytes > limits.chatHistoryBytes)) {
    bytes -= bytesOf(kept.shift() as ChatLine);
  }
  return { ...metadata, chat: kept } as Server.MatchData;
}

/** The metadata as the lobby shows it: without the chat history. */
export function withoutChat<M extends Server.MatchData>(metadata: M): M {
  if (!('chat' in metadata)) return metadata;
  const { chat: _chat, ...rest } = metadata as M & { chat?: unknown };
  return rest as M;
}
