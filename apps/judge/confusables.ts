// Look-alike card names between entries (and against the reference set): two names that differ
// as strings but read the same. No confusables package is installed, so this is a small skeleton
// in the spirit of Unicode TS #39: NFKC, case folded, marks and invisible characters dropped,
// common Cyrillic and Greek look-alikes mapped to Latin, and the classic glyph pairs (0/o, 1/l/I,
// rn/m, vv/w) made one; spaces and punctuation ignored.
const LOOKALIKE: Record<string, string> = {
  // Cyrillic
  а: "a", в: "b", е: "e", ё: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x", і: "i", ї: "i", ј: "j", ѕ: "s", һ: "h", ԁ: "d", ԛ: "q", ԝ: "w", ӏ: "l",
  // Greek
  α: "a", β: "b", ε: "e", η: "n", ι: "i", κ: "k", ν: "v", ο: "o", ρ: "p", τ: "t", υ: "u", χ: "x", ω: "w", ζ: "z",
  // digits and glyphs
  "0": "o", "1": "l", "|": "l", "!": "l", "5": "s", "$": "s", "@": "a", "3": "e",
  i: "l",
};

/** The skeleton of a name: equal skeletons read alike. */
export function skeleton(name: string): string {
  let s = name.normalize("NFKC").toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  s = [...s].map((ch) => LOOKALIKE[ch] ?? ch).join("");
  s = s.replace(/[\s\p{P}\p{Cf}\p{Z}]/gu, "");
  return s.replace(/rn/g, "m").replace(/vv/g, "w").replace(/cl/g, "d");
}

export interface NameOwner {
  /** The entry, or "" for the reference set. */
  entry: string;
  name: string;
}

export interface LookAlike {
  entry: string;
  name: string;
  other: { entry: string; name: string };
  /** "same name" (identical after NFC) or "look-alike" (same skeleton). */
  kind: "same name" | "look-alike";
}

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Every pair of names of different owners that are the same after NFC or share a skeleton, listed
 *  from each entry's side (the reference set is never the one flagged), sorted. */
export function findLookAlikes(names: readonly NameOwner[]): LookAlike[] {
  const groups = new Map<string, NameOwner[]>();
  for (const n of names) {
    const k = skeleton(n.name);
    if (k === "") continue;
    groups.set(k, [...(groups.get(k) ?? []), n]);
  }
  const out: LookAlike[] = [];
  for (const group of groups.values()) {
    for (const a of group) {
      if (a.entry === "") continue;
      for (const b of group) {
        if (a === b || a.entry === b.entry) continue;
        const same = a.name.normalize("NFC") === b.name.normalize("NFC");
        out.push({ entry: a.entry, name: a.name, other: { entry: b.entry, name: b.name }, kind: same ? "same name" : "look-alike" });
      }
    }
  }
  return out.sort((x, y) => order(x.entry, y.entry) || order(x.name, y.name) || order(x.other.entry, y.other.entry) || order(x.other.name, y.other.name));
}
