// A small seeded PRNG whose whole state is four numbers, so it lives inside the JSON game state
// and a game replays exactly (sfc32, seeded through splitmix32).

/** Seeds are 32-bit: larger ones would silently repeat smaller ones (the state starts from 32 bits). */
export const MAX_SEED = 0xffffffff;

export function seedRng(seed: number): number[] {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st = [next(), next(), next(), next()];
  for (let i = 0; i < 12; i++) sfc32(st);
  return st;
}

/** Advances the state in place and returns a uint32. */
export function sfc32(st: number[]): number {
  // Read by index: a destructuring of the array went through its iterator (1% of a random game).
  let a = st[0]!;
  let b = st[1]!;
  let c = st[2]!;
  let d = st[3]!;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  st[0] = a >>> 0;
  st[1] = b >>> 0;
  st[2] = c;
  st[3] = d;
  return t;
}

/** A whole number in [0, n). */
export function randomBelow(st: number[], n: number): number {
  return Math.floor((sfc32(st) / 4294967296) * n);
}

/** 211: Fisher-Yates on a copy; the RNG state array advances in place. */
export function shuffled<T>(st: number[], items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomBelow(st, i + 1);
    const x = out[i]!; // a swap through a variable: no array made per swap
    out[i] = out[j]!;
    out[j] = x;
  }
  return out;
}
