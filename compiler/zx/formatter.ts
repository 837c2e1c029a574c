// `fmt` for Z/X (LANGUAGE-ZX 6): the `game: zx` line first (after leading comments), then the
// cards, one blank line apart; fields in the order of table 4.13 with `colour:`; tags, section
// markers and table words spelled as in section 4; two spaces under `text:`. An ability's first
// line holds its tag and every section before `<Effect>`; with a `<Trigger>` or `<Cost>`,
// `<Effect>` starts a continuation line indented four spaces. `<Trigger>` and `<Cost>` end with
// `.`. `or` and additional-cost lines sit at the ability's indent. A comment line moves with the
// line below it; an end-of-line comment stays at the end of its field, or of its ability's last
// line. Files with errors are refused; every result is verified (same cards, idempotent).
import { diagnosticAt, type Diagnostic } from "../../grammar/diagnostics.ts";
import { parseZxStructure, zxLines, type ZxAbilityNode, type ZxField } from "../../grammar/zx/structure.ts";
import { lookupWord, ZX_CARD_TYPES, ZX_COLORLESS, ZX_COLOURS, ZX_FIELDS, ZX_ICONS, ZX_KEYWORDS, ZX_SECTIONS, ZX_SUBTEXTS, ZX_TAGS, ZX_VALID_ZONES } from "../../grammar/zx/vocabulary.ts";
import { compileZx } from "./index.ts";

export type ZxFormatResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

export function formatZxSource(text: string, file: string): ZxFormatResult {
  const r = compileZx(text, file);
  const errors = r.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  const out = formatZx(text, file);
  const again = compileZx(out, file);
  const strip = (cs: typeof r.cards) => JSON.stringify(cs.map(({ source: _s, ...c }) => ({ ...c, abilities: c.abilities.map(({ text: _t, ...a }) => a) })));
  let problem: string | undefined;
  if (again.diagnostics.some((d) => d.severity === "error")) problem = `the formatted text has errors: ${again.diagnostics[0]!.message}`;
  else if (strip(again.cards) !== strip(r.cards)) problem = "the cards differ";
  else if (formatZx(out, file) !== out) problem = "formatting is not idempotent here";
  if (problem) {
    const at = { line: 1, column: 1, offset: 0 };
    return { ok: false, diagnostics: [diagnosticAt(file, { start: at, end: at }, "error", "E2901", `fmt would change this file's meaning, so it was left alone (please report it): ${problem}`)] };
  }
  return { ok: true, text: out };
}

type Owner = { card: number; field: string } | { card: number; ability: number } | { card: number; header: true } | { game: true };

function formatZx(text: string, file: string): string {
  const ast = parseZxStructure(text, file);
  const owner = new Map<number, Owner>();
  ast.cards.forEach((c, ci) => {
    owner.set(c.header.line, { card: ci, header: true });
    for (const f of c.fields) owner.set(f.line.line, { card: ci, field: f.key });
    c.abilities.forEach((a, ai) => a.lines.forEach((l) => owner.set(l.line, { card: ci, ability: ai })));
  });
  const before = new Map<string, string[]>(); // unit key -> comment lines above it
  const trailing = new Map<string, string[]>(); // unit key -> end-of-line comments
  const lead: string[] = [];
  let tail: string[] = [];
  let pending: string[] = [];
  let gameSeen = false;
  const key = (o: Owner) => ("game" in o ? "game" : "header" in o ? `${o.card}/header` : "field" in o ? `${o.card}/f/${o.field}` : `${o.card}/a/${o.ability}`);
  for (const l of zxLines(text)) {
    if (l.text === "") {
      if (l.comment !== undefined) pending.push(`#${l.comment.trimEnd()}`);
      else if (pending.length && pending[pending.length - 1] !== "") pending.push("");
      continue;
    }
    let o = owner.get(l.line);
    if (!o && /^game\s*:/i.test(l.text) && !gameSeen) {
      gameSeen = true;
      o = { game: true };
    }
    if (!o) continue;
    const k = key(o);
    while (pending.length && pending[pending.length - 1] === "") pending.pop();
    if ("game" in o) lead.push(...pending);
    else if (pending.length) before.set(k, [...(before.get(k) ?? []), ...pending]);
    pending = [];
    if (l.comment !== undefined) trailing.set(k, [...(trailing.get(k) ?? []), `#${l.comment.trimEnd()}`]);
  }
  while (pending.length && pending[pending.length - 1] === "") pending.pop();
  tail = pending;

  const out: string[] = [...lead.filter((x, i) => x !== "" || i > 0), "game: zx" + (trailing.has("game") ? ` ${trailing.get("game")!.join(" ")}` : "")];
  ast.cards.forEach((c, ci) => {
    out.push("");
    const hk = `${ci}/header`;
    const above = before.get(hk) ?? [];
    out.push(...above);
    out.push(`card ${c.name}${trailing.has(hk) ? ` ${trailing.get(hk)!.join(" ")}` : ""}`);
    for (const spec of ZX_FIELDS) {
      const f = c.fields.find((x) => x.key === spec.key);
      if (!f) continue;
      const fk = `${ci}/f/${f.key}`;
      out.push(...(before.get(fk) ?? []));
      const eol = trailing.has(fk) ? ` ${trailing.get(fk)!.join(" ")}` : "";
      if (f.key === "text") {
        out.push(`text:${eol}`);
        c.abilities.forEach((a, ai) => {
          const ak = `${ci}/a/${ai}`;
          out.push(...(before.get(ak) ?? []).map((x) => (x === "" ? x : `  ${x}`)));
          const lines = abilityLines(a);
          if (trailing.has(ak)) lines[lines.length - 1] += ` ${trailing.get(ak)!.join(" ")}`;
          out.push(...lines);
        });
      } else out.push(`${spec.label}: ${fieldValue(f)}${eol}`);
    }
  });
  if (tail.length) out.push("", ...tail);
  return out.join("\n").replace(/\n{3,}/g, "\n\n") + "\n";
}

function fieldValue(f: ZxField): string {
  const v = f.value.trim().replace(/\s+/g, " ");
  switch (f.key) {
    case "type":
      return lookupWord(ZX_CARD_TYPES, v)?.word ?? v;
    case "colour":
      return v.toLowerCase() === ZX_COLORLESS.toLowerCase()
        ? ZX_COLORLESS
        : v
            .split(" ")
            .map((w) => lookupWord(ZX_COLOURS, w)?.word ?? w)
            .join(" ");
    case "icon":
      return v
        .split(",")
        .map((w) => lookupWord(ZX_ICONS, w)?.word ?? w.trim())
        .join(", ");
    case "subtext":
      return lookupWord(ZX_SUBTEXTS, v)?.word ?? v;
    case "tribe":
      return v
        .split("/")
        .map((t) => t.trim())
        .join(" / ");
    default:
      return f.key === "flavor" || f.key === "playerName" ? f.value.trim() : v;
  }
}

function abilityLines(a: ZxAbilityNode): string[] {
  const join = (ls: { text: string }[]) =>
    ls
      .map((l) => l.text)
      .join(" ")
      .replace(/\s+/g, " ");
  const first = join(a.sides[0]!.pieces);
  const tagM = /^\[[^\]]*\]/.exec(first)!;
  const tag = lookupWord(ZX_TAGS, tagM[0])!.word;
  const rest = first.slice(tagM[0].length).trim();
  const out: string[] = [];
  const kwHead = rest.split("<")[0]!.split("(")[0]!.trim();
  if (tag === "[Always]" && kwHead !== "") {
    const kw = lookupWord(ZX_KEYWORDS, kwHead)!.word;
    const reminder = rest.slice(rest.indexOf(kwHead) + kwHead.length).trim();
    out.push(`  ${tag} ${kw}${reminder ? ` ${reminder}` : ""}`);
    return out;
  }
  const secs = sections(rest);
  const head = [tag];
  let effect = "";
  let split = false;
  for (const s of secs) {
    if (s.id === "effect") effect = `<Effect> ${s.content}`;
    else {
      let content = s.id === "valid" ? (lookupWord(ZX_VALID_ZONES, s.content)?.word ?? s.content) : s.content;
      if (s.id === "trigger" || s.id === "cost") {
        split = true;
        if (!content.endsWith(".")) content += ".";
      }
      head.push(`${s.word} ${content}`);
    }
  }
  if (split) out.push(`  ${head.join(" ")}`, `    ${effect}`);
  else out.push(`  ${[...head, effect].join(" ")}`);
  a.sides.forEach((side, si) => {
    if (si > 0) {
      out.push("  or");
      const s = sections(join(side.pieces));
      out.push(`  ${s.map((x) => `${x.word} ${x.content}`).join(" ")}`);
    }
    if (side.additional)
      out.push(
        `  ${side.additional.text
          .replace(/\s+/g, " ")
          .replace(/^with extra/i, "With extra")
          .replace(/^for each extra/i, "For each extra")}`,
      );
  });
  return out;
}

function sections(text: string): Array<{ id: string; word: string; content: string }> {
  const out: Array<{ id: string; word: string; content: string }> = [];
  const re = /<([^<>]*)>/g;
  const marks: Array<{ at: number; end: number; row: (typeof ZX_SECTIONS)[number] }> = [];
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const row = lookupWord(ZX_SECTIONS, m[0]);
    if (row) marks.push({ at: m.index, end: m.index + m[0].length, row });
  }
  marks.forEach((k, i) => out.push({ id: k.row.id, word: k.row.word, content: text.slice(k.end, i + 1 < marks.length ? marks[i + 1]!.at : text.length).trim() }));
  return out;
}
