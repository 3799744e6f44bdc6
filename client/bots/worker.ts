/**
 * The Web Worker that runs fair-bot searches off the main thread. It receives `BotRequest`s (a seat's
 * view, never a full state) one at a time and posts one `BotReply` for each; see `protocol.ts`.
 */
import { answer, type BotReply, type BotRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BotRequest>) => void) | null;
  postMessage(reply: BotReply): void;
};

scope.onmessage = (event) => scope.postMessage(answer(event.data));
