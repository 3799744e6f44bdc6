/**
 * Sends a confirmed list of moves one at a time, each only after the game state (`G`) has changed since the
 * previous one was sent. The moves it is used for run on the server only, so `G` changes exactly when the
 * server has answered, and every move carries the state id the server expects (two moves sent at once
 * would race each other there). A queued move that is no longer legal when its turn comes drops the rest,
 * and so does a move the server has not answered within `ANSWER_MS` (refused, or the connection lost):
 * the board is then free again and the player may retry.
 */
import { useEffect, useRef, useState } from 'react';

export const ANSWER_MS = 10_000;

export function useMoveQueue<A>(G: unknown, send: (action: A) => void, isLegal: (action: A) => boolean) {
  const [queue, setQueue] = useState<readonly A[]>([]);
  /** The state the last move was sent from; while `G` is still that state, the answer is awaited. */
  const [sentAt, setSentAt] = useState<unknown>(undefined);
  const latest = useRef({ send, isLegal });
  useEffect(() => {
    latest.current = { send, isLegal };
  });

  useEffect(() => {
    const next = queue[0];
    if (next === undefined || sentAt === G) return;
    setQueue(queue.slice(1));
    if (!latest.current.isLegal(next)) {
      setQueue([]);
      return;
    }
    setSentAt(G);
    latest.current.send(next);
  }, [G, queue, sentAt]);

  const waiting = sentAt !== undefined && sentAt === G;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => {
      setQueue([]);
      setSentAt(undefined);
    }, ANSWER_MS);
    return () => clearTimeout(timer);
  }, [waiting, G]);

  return {
    /** Starts sending `actions` in order (the first one right away). */
    run(actions: readonly A[]) {
      setSentAt(undefined);
      setQueue(actions);
    },
    /** True from `run` until the server has answered the last move. */
    busy: queue.length > 0 || waiting,
  };
}
