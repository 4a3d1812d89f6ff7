/**
 * A counting semaphore with a bounded, timed queue: at most `size` holders at once, at most
 * `maxWaiting` callers waiting, each for at most `waitMs`. The PDF checks take a slot before they
 * hand a file to the pool, so piscina's own queue never grows and an upload learns within `waitMs`
 * that the instance is too busy.
 */
export class CheckSlots {
  private held = 0;
  private readonly waiting: Array<(granted: boolean) => void> = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
    readonly waitMs: number,
  ) {}

  /** Slots in use and callers waiting. */
  get state(): { held: number; waiting: number } {
    return { held: this.held, waiting: this.waiting.length };
  }

  /**
   * Takes a slot. Output: its release function (call it once, when the work ends), or null when the
   * queue was full or no slot freed up within `waitMs`.
   */
  async acquire(): Promise<(() => void) | null> {
    if (this.held < this.size) {
      this.held += 1;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxWaiting) return null;
    const granted = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        const index = this.waiting.indexOf(grant);
        if (index >= 0) this.waiting.splice(index, 1);
        resolve(false);
      }, this.waitMs);
      const grant = (ok: boolean) => {
        clearTimeout(timer);
        resolve(ok);
      };
      this.waiting.push(grant);
    });
    return granted ? this.releaser() : null;
  }

  /** A release that hands the slot to the longest waiter, or frees it; a second call does nothing. */
  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next(true);
      else this.held -= 1;
    };
  }
}
