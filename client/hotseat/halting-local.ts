/**
 * A hotseat game's bots stop when its page goes (docs/design/boardgameio.md#local-bots-run-on).
 * boardgame.io's Local() master runs the bot seats from timers of its own and has no way to stop them: left
 * alone, they would go on playing, thinking and saving a game no one is shown, and write it back into the
 * browser's storage after "New game" cleared it. `haltingLocal` keeps a handle on the master (the
 * transport's `master`, which boardgame.io does not type) and, while halted, drops every update sent to it,
 * so the bot whose move was pending neither saves it nor schedules the next. `resume` undoes a halt: React's
 * strict mode unmounts and remounts a page once.
 */
import type { Local } from 'boardgame.io/multiplayer';

type LocalFactory = ReturnType<typeof Local>;
interface UpdatableMaster {
  onUpdate(...args: unknown[]): Promise<unknown>;
}

export function haltingLocal(local: LocalFactory) {
  let halted = false;
  const patched = new WeakSet<UpdatableMaster>();
  const multiplayer = ((opts: Parameters<LocalFactory>[0]) => {
    const transport = local(opts);
    const master = (transport as unknown as { master: UpdatableMaster }).master;
    if (!patched.has(master)) {
      patched.add(master);
      const onUpdate = master.onUpdate.bind(master);
      master.onUpdate = async (...args) => (halted ? undefined : onUpdate(...args));
    }
    return transport;
  }) as LocalFactory;
  return {
    multiplayer,
    halt: () => void (halted = true),
    resume: () => void (halted = false),
  };
}
