/**
 * How many push deliveries run at once (docs/security.md#push-addresses): at most `total` in the process
 * and `perHost` to one endpoint host; the others wait in line, the hosts taking turns, and past `queued`
 * waiting a new one is refused (the caller drops it). A push service that holds its answers so holds at
 * most `perHost` connections, and never delays the deliveries to other hosts beyond the process's cap.
 */
export interface SlotLimits {
  total: number;
  perHost: number;
  queued: number;
}

type Work = () => Promise<void>;

export class DeliverySlots {
  private active = 0;
  private waitingCount = 0;
  private readonly activeByHost = new Map<string, number>();
  /** The work waiting per host, in the order the hosts take turns. */
  private readonly waiting = new Map<string, Work[]>();

  constructor(private readonly limits: SlotLimits) {}

  /** Deliveries running now. */
  get running(): number {
    return this.active;
  }

  /** Deliveries waiting for a slot. */
  get queued(): number {
    return this.waitingCount;
  }

  /** Runs `work` when a slot for `host` is free; false (and nothing runs) when the line is full. */
  run(host: string, work: Work): boolean {
    if (this.free(host)) {
      this.start(host, work);
      return true;
    }
    if (this.waitingCount >= this.limits.queued) return false;
    const line = this.waiting.get(host) ?? [];
    line.push(work);
    this.waiting.set(host, line);
    this.waitingCount++;
    return true;
  }

  /** Forgets every waiting delivery (at stop). */
  clear(): void {
    this.waiting.clear();
    this.waitingCount = 0;
  }

  private free(host: string): boolean {
    return this.active < this.limits.total && (this.activeByHost.get(host) ?? 0) < this.limits.perHost;
  }

  private start(host: string, work: Work): void {
    this.active++;
    this.activeByHost.set(host, (this.activeByHost.get(host) ?? 0) + 1);
    void work()
      .catch(() => undefined)
      .finally(() => {
        this.active--;
        const left = (this.activeByHost.get(host) ?? 1) - 1;
        if (left > 0) this.activeByHost.set(host, left);
        else this.activeByHost.delete(host);
        this.next();
      });
  }

  /** Starts waiting work while slots are free, one host after another. */
  private next(): void {
    for (const [host, line] of this.waiting) {
      if (this.active >= this.limits.total) return;
      if (!this.free(host)) continue;
      const work = line.shift()!;
      this.waitingCount--;
      // The host goes to the back of the turn order (or leaves it when it has nothing left).
      this.waiting.delete(host);
      if (line.length > 0) this.waiting.set(host, line);
      this.start(host, work);
    }
  }
}
