// Values kept with the few game states asked about last (the listing's carry-over, carry.ts; kept
// stats and production, kept.ts). A game asks about its one state at every decision, a lookahead
// about its copies; a state not among the last few starts anew, and none is kept alive for long (a
// bench or a simulation dropping its finished games would otherwise keep every one's values).

/** The values of the `size` states asked last, the latest first. */
export class RecentStates<T> {
  private readonly states: Array<object | null>;
  private readonly values: Array<T | null>;

  constructor(private readonly size: number) {
    this.states = new Array<object | null>(size).fill(null);
    this.values = new Array<T | null>(size).fill(null);
  }

  /** The value kept for `s`, which is then the latest; undefined when `s` is not among them. */
  get(s: object): T | undefined {
    if (this.states[0] === s) return this.values[0]!;
    let i = 1;
    while (i < this.size && this.states[i] !== s) i++;
    if (i === this.size) return undefined;
    const value = this.values[i]!;
    this.moveUp(i);
    this.states[0] = s;
    this.values[0] = value;
    return value;
  }

  /** Keeps `value` for `s`, the latest (the oldest state's value goes); returns it. */
  put(s: object, value: T): T {
    this.moveUp(this.size - 1);
    this.states[0] = s;
    this.values[0] = value;
    return value;
  }

  /** Moves the states before place `i` one place down (over place `i`). */
  private moveUp(i: number): void {
    for (let j = i; j > 0; j--) {
      this.states[j] = this.states[j - 1]!;
      this.values[j] = this.values[j - 1]!;
    }
  }
}
