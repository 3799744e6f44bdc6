/**
 * A least-recently-used cache of strings bounded in bytes (docs/security.md#memory): the public list's pages
 * and the records route keep their answers here as JSON text, so what they hold is measured exactly. A value
 * larger than a quarter of the budget is not kept at all, so one huge answer cannot push out everything.
 */
export class ByteCache {
  private readonly entries = new Map<string, { value: string; at: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  /** The value, or undefined when it is absent or older than `maxAgeMs`. */
  get(key: string, maxAgeMs = Infinity, now = Date.now()): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.at >= maxAgeMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string, now = Date.now()): void {
    this.delete(key);
    if (value.length * 4 > this.maxBytes) return;
    this.entries.set(key, { value, at: now });
    this.total += value.length;
    while (this.total > this.maxBytes) this.delete(this.entries.keys().next().value as string);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.total -= entry.value.length;
    this.entries.delete(key);
  }

  /** Bytes held (JSON text: one byte per character of ASCII). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}
