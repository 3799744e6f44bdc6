/**
 * Preloaded into a server process by the turn-based cluster test (test/cluster/turn-based.test.ts, through
 * NODE_OPTIONS=--import): the process's Date runs CLOCK_SHIFT_MS ahead of the machine's (its timers stay
 * real), so a deadline a day away has passed for it while the other processes still wait.
 */
const shift = Number(process.env.CLOCK_SHIFT_MS ?? 0);
const RealDate = Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + shift);
    else super(...args);
  }

  static now() {
    return RealDate.now() + shift;
  }
}

globalThis.Date = ShiftedDate;
