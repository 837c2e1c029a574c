// Values kept with the few game states asked about last (the listing's carry-over, carry.ts; kept
// stats and production, kept.ts; the lethal check's marks, damage.ts; the pass's and concession's
// checks per engine, actions.ts). A game asks about its one state at every decision, a lookahead
// about its copies; a state not among the last few starts anew, and none is kept alive for long (a
// bench or a simulation dropping its finished games would otherwise keep every one's values). A
// finished game's are let go at once (forgetState): otherwise the last few games of a simulation
// stay reachable until newer states push them out, long enough for the young collections to
// promote them (bench row 1: ~980 KB promoted per young collection, ~10 KB without).

/** Every ring made, for forgetState. */
const rings: Array<{ forget(s: object): void }> = [];

/** Lets go of the values every ring keeps for these keys (a finished game's state and engine). */
export function forgetState(...keys: object[]): void {
  for (const ring of rings) for (const k of keys) ring.forget(k);
}

/** The values of the `size` states asked last, the latest first. */
export class RecentStates<T> {
  private readonly states: Array<object | null>;
  private readonly values: Array<T | null>;

  constructor(private readonly size: number) {
    this.states = new Array<object | null>(size).fill(null);
    this.values = new Array<T | null>(size).fill(null);
    rings.push(this);
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

  /** Lets go of the value kept for `s`, if any (the places after it move up). */
  forget(s: object): void {
    const i = this.states.indexOf(s);
    if (i < 0) return;
    for (let j = i; j < this.size - 1; j++) {
      this.states[j] = this.states[j + 1]!;
      this.values[j] = this.values[j + 1]!;
    }
    this.states[this.size - 1] = null;
    this.values[this.size - 1] = null;
  }

  /** Moves the states before place `i` one place down (over place `i`). */
  private moveUp(i: number): void {
    for (let j = i; j > 0; j--) {
      this.states[j] = this.states[j - 1]!;
      this.values[j] = this.values[j - 1]!;
    }
  }
}
