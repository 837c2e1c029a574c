// Hover in a card file: what the word under the cursor is (a field, a vocabulary word, an energy
// amount, a sentence's keyword) and what the line does, from the card's IR as `orrery explain`
// prints it (compiler/explain.ts), with the rule numbers.
import { ABILITY_RULES, irOutline } from "../../compiler/explain.ts";
import { KEYWORD_WORDS } from "../../grammar/tokens.ts";
import { FIELDS } from "../../grammar/vocabulary.ts";
import { cardAtLine, type CardAnalysis, type CardInfo } from "./analysis.ts";
import { ABILITY_KIND_WORDS, docMarkdown, energyDoc, FIELD_DOCS, LINK_DOCS, sentencesOf, vocabularyPhrases, type Doc } from "./docs.ts";

export interface HoverAnswer {
  markdown: string;
  /** Offsets of the hovered word or line. */
  start: number;
  end: number;
}

const KEYWORDS = new Set(KEYWORD_WORDS);
const LABELS = new Set(FIELDS.map((f) => f.label));
/** Lines longer than this get the line's explanation only, not a word search. */
const MAX_WORD_LINE = 4000;

/** The hover at a text offset of an analysed card file. */
export function cardHover(analysis: CardAnalysis, offset: number): HoverAnswer | undefined {
  const { lines, text } = analysis;
  const { line } = lines.position(offset);
  const lineStart = lines.starts[line - 1]!;
  const lineEnd = line < lines.starts.length ? lines.starts[line]! - 1 : text.length;
  const raw = text.slice(lineStart, lineEnd).replace(/\r$/, "");
  const col = offset - lineStart;
  const hash = raw.indexOf("#");
  if (hash >= 0 && col >= hash) return undefined; // a comment
  const src = hash >= 0 ? raw.slice(0, hash) : raw;
  if (src.trim() === "") return undefined;
  const info = cardAtLine(analysis, line);

  const parts: string[] = [];
  let range: [number, number] = [src.search(/\S/), src.trimEnd().length];

  // `card NAME`
  const header = /^(\s*)(card)(?=[ \t]|$)(.*)$/i.exec(src);
  if (header && info && info.card.headerRange.start.line === line) {
    parts.push(cardSummary(info));
    return { markdown: parts.join("\n\n"), start: lineStart + range[0], end: lineStart + range[1] };
  }

  // A field label at the line start.
  const label = /^(\s*)([A-Za-z]+(?:[ \t]+[A-Za-z]+)?)[ \t]*:/.exec(src);
  const labelWord = label?.[2]!.toLowerCase().replace(/[ \t]+/g, " ");
  if (label && labelWord && LABELS.has(labelWord) && col < label[0].length) {
    parts.push(docMarkdown(labelWord, FIELD_DOCS[labelWord]!));
    range = [label[1]!.length, label[0].length];
    return { markdown: parts.join("\n\n"), start: lineStart + range[0], end: lineStart + range[1] };
  }
  const permanence = /^(\s*)((?:non[ \t-]*)?permanent)\s*$/i.exec(src);
  if (permanence) {
    parts.push(docMarkdown(permanence[2]!, FIELD_DOCS.permanent!));
    return { markdown: parts.join("\n\n"), start: lineStart + range[0], end: lineStart + range[1] };
  }

  // The word under the cursor.
  if (src.length <= MAX_WORD_LINE) {
    const word = wordDoc(src, col);
    if (word) {
      parts.push(word.markdown);
      range = [word.start, word.end];
    }
  }

  // What the line does: the ability it belongs to.
  if (info) {
    const ability = abilityAt(info, line);
    if (ability) parts.push(ability);
    else if (info.ir === null && inTextBlock(info, line)) parts.push(`*Card "${info.card.name}" has errors, so it is not built: fix them to see what this line does.*`);
  }
  if (parts.length === 0) return undefined;
  return { markdown: parts.join("\n\n---\n\n"), start: lineStart + range[0], end: lineStart + range[1] };
}

/** The doc of the word or phrase at `col` of a line: an energy amount, a vocabulary phrase, a
 *  keyword of a sentence. */
function wordDoc(src: string, col: number): { markdown: string; start: number; end: number } | undefined {
  // `M2`, `C1`
  for (const m of src.matchAll(/(?<![A-Za-z0-9])[A-Z]{1,2}[0-9]+(?![A-Za-z0-9])/g)) {
    if (col >= m.index && col <= m.index + m[0].length) {
      const doc = energyDoc(m[0]);
      if (doc) return { markdown: docMarkdown(m[0], doc), start: m.index, end: m.index + m[0].length };
    }
  }
  // `☉` / `(A)`
  for (const m of src.matchAll(/☉|\(A\)/g)) {
    if (col >= m.index && col <= m.index + m[0].length) return { markdown: docMarkdown(m[0], LINK_DOCS[m[0].toLowerCase()]!), start: m.index, end: m.index + m[0].length };
  }
  // Vocabulary phrases, longest first.
  const lower = src.toLowerCase();
  for (const v of vocabularyPhrases()) {
    const needle = v.phrase.toLowerCase();
    for (let i = lower.indexOf(needle); i !== -1; i = lower.indexOf(needle, i + 1)) {
      const end = i + needle.length;
      if (col < i || col > end) continue;
      if ((i > 0 && /[A-Za-z]/.test(src[i - 1]!)) || (end < src.length && /[A-Za-z]/.test(src[end]!))) continue;
      return { markdown: docMarkdown(src.slice(i, end), v.doc), start: i, end };
    }
  }
  // A keyword.
  const before = /[A-Za-z'’]*$/.exec(src.slice(0, col))![0];
  const after = /^[A-Za-z'’]*/.exec(src.slice(col))![0];
  const w = (before + after).replace(/’/g, "'");
  const key = w.toLowerCase();
  if (w === "" || !KEYWORDS.has(key === "cannot" ? "can't" : key)) return undefined;
  const docs: string[] = [];
  for (const s of sentencesOf(key)) docs.push(`\`${s.label}\`: ${s.meaning}${s.rule ? ` (${s.rule})` : ""}`);
  const link: Doc | undefined = LINK_DOCS[key];
  if (link) docs.push(`${link.text}${link.rule ? ` (${link.rule})` : ""}`);
  if (docs.length === 0) return undefined;
  return { markdown: `**${w}**: ${docs.length === 1 ? docs[0] : `\n${docs.map((d) => `- ${d}`).join("\n")}`}`, start: col - before.length, end: col + after.length };
}

/** What a card is: its IR's head lines (type, cost, stats), or why it is not built. */
function cardSummary(info: CardInfo): string {
  if (info.ir === null) return `**card ${info.card.name}**\n\n*This card has errors, so it is not built.*`;
  const outline = irOutline(info.ir).split("\n");
  const head = outline.filter((l, i) => i === 0 || (l.startsWith("  ") && !l.startsWith("    ") && !l.startsWith("  ability ")));
  const abilities = info.ir.card.abilities.length;
  return `**card ${info.card.name}**\n\n\`\`\`text\n${head.join("\n")}\n\`\`\`\n\n${abilities === 0 ? "No abilities." : `${abilities} abilit${abilities === 1 ? "y" : "ies"}: hover a line of its text to see what it does.`}`;
}

/** The explanation of the ability a line belongs to, or undefined. */
function abilityAt(info: CardInfo, line: number): string | undefined {
  const ir = info.ir;
  if (!ir) return undefined;
  const i = ir.abilityLines.findIndex((ls) => ls.includes(line));
  if (i < 0) return undefined;
  const ability = ir.card.abilities[i]!;
  const outline = irOutline(ir).split("\n");
  const first = outline.findIndex((l) => l.startsWith(`  ability ${i + 1}:`));
  if (first < 0) return undefined;
  let last = first + 1;
  while (last < outline.length && !outline[last]!.startsWith("  ability ")) last++;
  const block = outline.slice(first, last).map((l) => l.slice(2));
  const summon = "summon" in ability && ability.summon;
  const rule = ability.kind === "activated" && summon ? "402.10f" : ABILITY_RULES[ability.kind];
  const kindName = {
    effect: "an effect",
    continuous: "a continuous effect",
    triggered: "a triggered effect",
    activated: "an activated effect",
    paid: "a paid ability",
    produces: "energy",
    producesOneOf: "energy of a chosen type",
  }[ability.kind];
  const head = `**Ability ${i + 1} of ${info.card.name}**: ${kindName}${summon ? " (a summon ability)" : ""}; it ${ABILITY_KIND_WORDS[ability.kind]} (${rule}).`;
  return `${head}\n\n\`\`\`text\n${block.join("\n")}\n\`\`\``;
}

function inTextBlock(info: CardInfo, line: number): boolean {
  return info.card.fields.some((f) => f.field === "text" && f.range.start.line <= line && line <= f.range.end.line);
}
