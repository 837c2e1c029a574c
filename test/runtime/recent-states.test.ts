// The rings that keep values with the states asked about last (runtime/x610z/recent-states.ts):
// the latest first, the oldest let go, and a finished game's values let go at once.
import { describe, expect, it } from "vitest";
import { forgetState, RecentStates } from "../../runtime/x610z/recent-states.ts";

describe("recent states", () => {
  it("keeps the values of the last `size` states; a put lets the oldest go", () => {
    const ring = new RecentStates<string>(2);
    const [a, b, c] = [{}, {}, {}];
    ring.put(a, "a");
    ring.put(b, "b");
    expect(ring.get(a)).toBe("a"); // a is now the latest, b the oldest
    ring.put(c, "c");
    expect(ring.get(b)).toBeUndefined();
    expect(ring.get(a)).toBe("a");
    expect(ring.get(c)).toBe("c");
  });

  it("forget lets one state go and keeps the others in their order", () => {
    const ring = new RecentStates<string>(3);
    const [a, b, c, d] = [{}, {}, {}, {}];
    ring.put(a, "a");
    ring.put(b, "b");
    ring.put(c, "c"); // c, b, a
    ring.forget(b); // c, a
    expect(ring.get(b)).toBeUndefined();
    ring.put(d, "d"); // d, c, a: the freed place is used, nothing else goes
    expect([ring.get(a), ring.get(c), ring.get(d)]).toEqual(["a", "c", "d"]);
  });

  it("forgetState lets a state and its engine go from every ring", () => {
    const byState = new RecentStates<number>(4);
    const byEngine = new RecentStates<number>(4);
    const [state, engine, other] = [{}, {}, {}];
    byState.put(state, 1);
    byState.put(other, 2);
    byEngine.put(engine, 3);
    forgetState(state, engine);
    expect(byState.get(state)).toBeUndefined();
    expect(byEngine.get(engine)).toBeUndefined();
    expect(byState.get(other)).toBe(2);
  });
});
