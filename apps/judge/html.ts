// The judge's HTML: one page per entry and the contest's summary, each a single file readable
// offline (inline CSS, card pictures as inline SVG, a few lines of inline JS to sort the summary
// table). Every name and text that comes from an entry goes through esc(), in HTML and in SVG
// alike, so an entry's text is shown as characters and never becomes markup.
import { createHash } from "node:crypto";
import type { CardDefinition } from "../../runtime/x610z/abilities.ts";
import { ENERGY_TYPES } from "../../grammar/vocabulary.ts";
import { wrap } from "./wrap.ts";
import type { ContestReport, EntryReport } from "./index.ts";

/** Escapes text for HTML and XML (element content and quoted attributes). */
export function esc(text: unknown): string {
  return String(text).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

const pct = (x: number, sign = false) => `${sign && x >= 0 ? "+" : ""}${(100 * x).toFixed(1)} %`;

const FRAMES: Record<string, { frame: string; panel: string; accent: string }> = {
  summon: { frame: "#7a4b22", panel: "#fbf4ea", accent: "#c2772f" },
  lifeBase: { frame: "#8a6d1f", panel: "#fdf8e7", accent: "#d4a72c" },
  crystal: { frame: "#1f5f6b", panel: "#eef8f8", accent: "#2f9fae" },
  effect: { frame: "#4b2a6b", panel: "#f6f0fb", accent: "#8b5cc4" },
};
const COLOURS: Record<string, string> = { blue: "#2563eb", green: "#16a34a", grey: "#6b7280", red: "#dc2626" };

/** A card as an SVG picture (after apps/playground/page/card-picture.ts, as a string): frame by
 *  kind, name and cost, type line, ability text, flavour, stats, restriction. */
export function cardSvg(def: CardDefinition): string {
  const W = 320;
  const H = 448;
  const kind = def.type === "Life Base Card" ? "lifeBase" : def.type === "Summon Card" ? "summon" : def.type === "Energy Crystal Card" ? "crystal" : "effect";
  const c = FRAMES[kind]!;
  const colourOf = (letter: string) => COLOURS[ENERGY_TYPES.find((e) => e.letter === letter)?.colour ?? "grey"] ?? "#6b7280";
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" class="card-picture" role="img" font-family="Georgia, serif">`);
  out.push(`<title>${esc(`${def.name} — ${def.type}`)}</title>`);
  out.push(`<rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="16" fill="${c.frame}" stroke="#222" stroke-width="2"/>`);
  out.push(`<rect x="12" y="12" width="${W - 24}" height="${H - 24}" rx="10" fill="${c.panel}"/>`);
  const costs = Object.entries(def.cost).filter(([, n]) => n > 0);
  out.push(`<rect x="18" y="18" width="${W - 36}" height="34" rx="6" fill="#fff" stroke="${c.accent}"/>`);
  const name = def.name.length > 40 ? `${def.name.slice(0, 39)}…` : def.name;
  const nameMax = W - 56 - costs.length * 38;
  const fit = name.length * 15 * 0.56 > nameMax ? ` textLength="${nameMax}" lengthAdjust="spacingAndGlyphs"` : "";
  out.push(`<text x="26" y="41" font-size="15" font-weight="bold" class="card-name"${fit}>${esc(name)}</text>`);
  costs.forEach(([letter, n], i) => {
    const x = W - 22 - (costs.length - i) * 38 + 4;
    out.push(`<rect x="${x}" y="24" width="34" height="22" rx="11" fill="${colourOf(letter)}"/>`);
    out.push(`<text x="${x + 17}" y="40" text-anchor="middle" font-size="13" font-weight="bold" fill="#fff" font-family="Helvetica, Arial, sans-serif">${esc(`${letter}${n}`)}</text>`);
  });
  out.push(`<rect x="24" y="58" width="${W - 48}" height="112" rx="4" fill="${c.frame}" opacity="0.9"/>`);
  for (const r of [14, 28, 42]) out.push(`<ellipse cx="${W / 2}" cy="114" rx="${r * 2.2}" ry="${r}" fill="none" stroke="${c.accent}" stroke-width="1.2"/>`);
  out.push(`<circle cx="${W / 2}" cy="114" r="7" fill="#fde68a"/>`);
  const sub = [def.typeClass ? `(${def.typeClass})` : "", def.class ?? "", def.element ?? "", def.crew ?? ""].filter(Boolean);
  const typeLine = `${def.type}${sub.length ? ` — ${sub.join(" · ")}` : ""}`;
  out.push(`<rect x="18" y="176" width="${W - 36}" height="24" rx="5" fill="#fff" stroke="${c.accent}"/>`);
  out.push(
    `<text x="26" y="193" font-size="12" class="card-type" font-family="Helvetica, Arial, sans-serif"${typeLine.length * 7 > W - 110 ? ` textLength="${W - 110}" lengthAdjust="spacingAndGlyphs"` : ""}>${esc(typeLine)}</text>`,
  );
  out.push(`<text x="${W - 26}" y="193" text-anchor="end" font-size="10" fill="#555">${def.permanent ? "permanent" : "non permanent"}</text>`);
  const statsBand = def.stats ? 38 : 0;
  const top = 206;
  const bottom = H - 30 - statsBand;
  out.push(`<rect x="18" y="${top}" width="${W - 36}" height="${bottom - top}" rx="5" fill="#fff" stroke="#d4d4d8"/>`);
  const paragraphs = def.abilities.map((a) => a.text);
  const flavor = def.flavor ? wrap(def.flavor, 46) : [];
  let size = 13;
  let lines: Array<{ text: string; italic: boolean; gap: boolean }> = [];
  for (; size >= 9; size--) {
    const width = Math.floor((W - 52) / (size * 0.5));
    lines = [];
    paragraphs.forEach((p, i) => wrap(p, width).forEach((l, k) => lines.push({ text: l, italic: false, gap: i > 0 && k === 0 })));
    flavor.forEach((l, k) => lines.push({ text: l, italic: true, gap: k === 0 && paragraphs.length > 0 }));
    if (lines.reduce((h, l) => h + size * 1.3 + (l.gap ? size * 0.5 : 0), 0) <= bottom - top - 12) break;
  }
  out.push(`<text class="card-text" font-size="${size}" fill="#111">`);
  let y = top + 8;
  for (const l of lines) {
    y += size * 1.3 + (l.gap ? size * 0.5 : 0);
    if (y > bottom - 4) break;
    out.push(`<tspan x="26" y="${Math.round(y * 10) / 10}"${l.italic ? ' font-style="italic" fill="#555"' : ""}>${esc(l.text)}</tspan>`);
  }
  if (lines.length === 0) out.push(`<tspan x="26" y="${top + 22}" fill="#888" font-style="italic">no text</tspan>`);
  out.push(`</text>`);
  if (def.stats) {
    const st = def.stats;
    const y0 = H - 30 - statsBand + 6;
    (
      [
        ["ATK", st.attack],
        ["DEF", st.defense],
        ["SPD", st.speed],
        ["RNG", st.range],
      ] as const
    ).forEach(([label, n], i) => {
      const x = 20 + i * 56;
      out.push(`<rect x="${x}" y="${y0}" width="50" height="26" rx="6" fill="${c.frame}"/>`);
      out.push(`<text x="${x + 25}" y="${y0 + 18}" text-anchor="middle" font-size="12" fill="#fff" font-weight="bold" font-family="Helvetica, Arial, sans-serif">${esc(`${label} ${n}`)}</text>`);
    });
  }
  out.push(`<text x="22" y="${H - 15}" font-size="10" fill="#f5f5f5">${def.restriction === null ? "restriction ∞" : esc(`restriction ${def.restriction}`)}</text>`);
  if (def.collector) out.push(`<text x="${W - 22}" y="${H - 15}" text-anchor="end" font-size="10" fill="#f5f5f5">${esc(def.collector.slice(0, 40))}</text>`);
  out.push(`</svg>`);
  return out.join("\n");
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1f2937; }
h1 { font-size: 1.6rem; } h2 { font-size: 1.25rem; margin-top: 2rem; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; margin: .5rem 0; } th, td { border: 1px solid #ddd; padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f3f4f6; } th.sortable { cursor: pointer; } td.num { text-align: right; font-variant-numeric: tabular-nums; }
pre { background: #f8fafc; border: 1px solid #e5e7eb; padding: .75rem; overflow-x: auto; white-space: pre-wrap; word-break: break-word; }
.valid { color: #166534; font-weight: bold; } .invalid, .rejected { color: #b91c1c; font-weight: bold; }
.flag { color: #92400e; } .pass { color: #166534; } .fail { color: #b91c1c; }
.cards { display: flex; flex-wrap: wrap; gap: 1rem; } .card { max-width: 340px; }
.muted { color: #6b7280; }`;

function page(title: string, body: string, script = ""): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src ${script ? `'sha256-${createHash("sha256").update(script).digest("base64")}'` : "'none'"}">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
${script ? `<script>${script}</script>` : ""}
</body>
</html>
`;
}

const status = (s: string) => `<span class="${esc(s)}">${esc(s)}</span>`;

export function entryPage(e: EntryReport, contest: ContestReport, defs: CardDefinition[]): string {
  const b: string[] = [];
  b.push(`<p><a href="index.html">← all entries</a></p>`);
  b.push(`<h1>Entry <span class="entry-name">${esc(e.entry)}</span>: ${status(e.status)}</h1>`);
  if (e.rejected) b.push(`<p class="rejected">Rejected: ${esc(e.rejected)}</p>`);
  if (e.flags.length) b.push(`<h2>Flags</h2><ul>${e.flags.map((f) => `<li class="flag">${esc(f)}</li>`).join("")}</ul>`);
  b.push(`<h2>Files</h2><ul>${e.files.map((f) => `<li><code>${esc(f)}</code></li>`).join("") || "<li class=muted>none</li>"}</ul>`);
  b.push(`<h2>Diagnostics</h2>`);
  if (e.diagnostics.length === 0) b.push(`<p class="muted">none</p>`);
  else {
    b.push(`<table><thead><tr><th>file</th><th>line</th><th>column</th><th>severity</th><th>code</th><th>message</th></tr></thead><tbody>`);
    for (const d of e.diagnostics)
      b.push(`<tr><td><code>${esc(d.file)}</code></td><td class="num">${d.line}</td><td class="num">${d.column}</td><td>${esc(d.severity)}</td><td>${esc(d.code)}</td><td>${esc(d.message)}</td></tr>`);
    b.push(`</tbody></table>`);
  }
  b.push(`<h2>Cards</h2>`);
  if (defs.length) b.push(`<div class="cards">${defs.map((d) => `<div class="card">${cardSvg(d)}</div>`).join("")}</div>`);
  for (const c of e.cards) {
    b.push(`<h3>${esc(c.name)} <span class="muted">(${esc(c.type)}, <code>${esc(c.file)}:${c.line}</code>)</span></h3>`);
    b.push(`<p>What it does, in plain words:</p><ul>${c.words.map((w) => `<li>${esc(w)}</li>`).join("")}</ul>`);
  }
  if (e.canonical.length) {
    b.push(`<h2>Canonical text</h2>`);
    for (const c of e.canonical) b.push(`<p><code>${esc(c.file)}</code></p><pre>${esc(c.text)}</pre>`);
  }
  b.push(`<h2>Scenarios</h2>`);
  if (e.scenarios.length === 0) b.push(`<p class="muted">The entry has no scenario files.</p>`);
  for (const s of e.scenarios) {
    b.push(`<h3><span class="${s.passed ? "pass" : "fail"}">${s.passed ? "passed" : "failed"}</span> ${esc(s.name)} <span class="muted"><code>${esc(s.file)}</code></span></h3>`);
    if (s.errors.length) b.push(`<pre>${esc(s.errors.join("\n"))}</pre>`);
    if (s.failure) {
      const f = s.failure;
      const mm = f.mismatches.map((m) => `${m.expectation}: expected ${m.expected}, got ${m.actual}`).join("\n");
      b.push(`<pre>${esc(`${f.step === null ? "closing expect" : `steps[${f.step}]`}: ${f.stepText}\n${f.message}${mm ? `\n${mm}` : ""}`)}</pre>`);
    }
  }
  b.push(`<h2>Balance</h2>`);
  if (e.balance.length === 0) b.push(`<p class="muted">Not played${e.valid ? "" : " (the entry is not valid)"}.</p>`);
  else {
    const s = contest.settings;
    b.push(
      `<p class="muted">At most ${s.games} seeded games per pairing (seed ${s.seed}) in ${s.looks} look${s.looks === 1 ? "" : "s"}, stopping once the interval is within ±${(100 * s.precision).toFixed(1)} %; the ${esc(s.agent)} agent on both sides, on ${esc(s.board)}; at most ${s.maxActions} actions a game. ${esc(s.deckRule)} ${esc(s.interval)}. Threshold ±${(100 * s.threshold).toFixed(1)} %.</p>`,
    );
  }
  for (const bal of e.balance) {
    b.push(`<h3>${esc(bal.card)}${bal.flagged ? ` <span class="flag">flagged</span>` : ""}</h3>`);
    b.push(
      `<p>Win rate with the card ${pct(bal.withCard.rate)} (${bal.withCard.wins}/${bal.withCard.games}) vs ${pct(bal.baseline.rate)} in the same games without it: paired shift <strong>${pct(bal.shift, true)}</strong> (95 % CI ${pct(bal.ci95[0], true)} to ${pct(bal.ci95[1], true)}). ${bal.games} games per pairing in ${bal.looks} look${bal.looks === 1 ? "" : "s"} (${bal.stopped === "precision" ? "stopped: the interval was narrow enough" : "the whole budget"}); smallest shift this run could detect (80 % power): ±${(100 * bal.detectable).toFixed(1)} %. Pairs that differ: ${bal.twins.cardOnly} won only with the card, ${bal.twins.baselineOnly} only without.</p>`,
    );
    b.push(
      `<p>Cast in ${bal.cast.games} of ${bal.withCard.games} games (${pct(bal.cast.share)}; ${bal.cast.casts} casts). Win rate when cast ${pct(bal.cast.whenCast.rate)} (${bal.cast.whenCast.wins}/${bal.cast.whenCast.games}), when not cast ${pct(bal.cast.whenNotCast.rate)} (${bal.cast.whenNotCast.wins}/${bal.cast.whenNotCast.games}).</p>`,
    );
    b.push(
      `<p>How the games ended: ${Object.entries(bal.endings)
        .map(([k, n]) => `${esc(k)} ${n}`)
        .join(", ")}.</p>`,
    );
    b.push(
      `<table><thead><tr><th>deck with the card</th><th>copies (replacing)</th></tr></thead><tbody>${bal.decks.map((d) => `<tr><td>${esc(d.deck)}</td><td>${d.copies} (${esc(d.replaced.map((r) => `${r.copies} × ${r.card}`).join(", "))})</td></tr>`).join("")}</tbody></table>`,
    );
    b.push(`<table><thead><tr><th>deck</th><th>opponent</th><th>with card</th><th>without</th><th>shift</th><th>95 % CI</th></tr></thead><tbody>`);
    for (const p of bal.pairings)
      b.push(
        `<tr><td>${esc(p.deck)}</td><td>${esc(p.opponent)}</td><td class="num">${p.withCard.wins}/${p.withCard.games}</td><td class="num">${p.baseline.wins}/${p.baseline.games}</td><td class="num">${pct(p.shift, true)}</td><td class="num">${pct(p.ci95[0], true)} to ${pct(p.ci95[1], true)}</td></tr>`,
      );
    b.push(`</tbody></table>`);
    if (bal.errors.length) b.push(`<pre>${esc(bal.errors.join("\n"))}</pre>`);
  }
  return page(`Orrery judge: ${e.entry}`, b.join("\n"));
}

const SORT_SCRIPT = `
document.querySelectorAll("th.sortable").forEach(function (th) {
  th.addEventListener("click", function () {
    var table = th.closest("table"), body = table.tBodies[0], i = th.cellIndex;
    var dir = th.getAttribute("data-dir") === "asc" ? "desc" : "asc";
    table.querySelectorAll("th").forEach(function (h) { h.removeAttribute("data-dir"); });
    th.setAttribute("data-dir", dir);
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = a.cells[i].getAttribute("data-v"), y = b.cells[i].getAttribute("data-v");
      var nx = parseFloat(x), ny = parseFloat(y);
      var c = !isNaN(nx) && !isNaN(ny) ? nx - ny : x < y ? -1 : x > y ? 1 : 0;
      return dir === "asc" ? c : -c;
    });
    rows.forEach(function (r) { body.appendChild(r); });
  });
});`;

export function summaryPage(contest: ContestReport): string {
  const s = contest.settings;
  const b: string[] = [];
  b.push(`<h1>Orrery judge: ${contest.summary.length} entr${contest.summary.length === 1 ? "y" : "ies"}</h1>`);
  b.push(
    `<p class="muted">At most ${s.games} games per pairing in ${s.looks} look${s.looks === 1 ? "" : "s"} (precision ±${(100 * s.precision).toFixed(1)} %), seed ${s.seed}, threshold ±${(100 * s.threshold).toFixed(1)} %, reference decks: ${esc(s.decks.join(", "))}; the ${esc(s.agent)} agent on both sides. Click a column heading to sort.</p>`,
  );
  b.push(
    `<table id="summary"><thead><tr>${["entry", "status", "cards", "errors", "scenarios", "shift", "95 % CI", "cast", "flags"].map((h) => `<th class="sortable">${h}</th>`).join("")}</tr></thead><tbody>`,
  );
  for (const r of contest.summary) {
    const shift = r.shift === null ? "" : pct(r.shift, true);
    b.push(
      `<tr><td data-v="${esc(r.entry)}"><a href="${esc(r.id)}.html">${esc(r.entry)}</a></td>` +
        `<td data-v="${esc(r.status)}">${status(r.status)}</td>` +
        `<td data-v="${esc(r.cards.join(", "))}">${esc(r.cards.join(", "))}</td>` +
        `<td class="num" data-v="${r.errors}">${r.errors}</td>` +
        `<td class="num" data-v="${r.scenarios.total ? r.scenarios.passed / r.scenarios.total : -1}">${r.scenarios.passed}/${r.scenarios.total}</td>` +
        `<td class="num" data-v="${r.shift ?? -9}">${shift}</td>` +
        `<td class="num" data-v="${r.ci95 ? r.ci95[0] : -9}">${r.ci95 ? `${pct(r.ci95[0], true)} to ${pct(r.ci95[1], true)}` : ""}</td>` +
        `<td class="num" data-v="${r.castShare ?? -1}">${r.castShare === null ? "" : pct(r.castShare)}</td>` +
        `<td data-v="${r.flags.length}">${r.flags.map((f) => `<div class="flag">${esc(f)}</div>`).join("")}</td></tr>`,
    );
  }
  b.push(`</tbody></table>`);
  b.push(`<p class="muted">Without the card (baseline, wins of the first deck): ${contest.baseline.map((x) => esc(`${x.deck} vs ${x.opponent} ${x.wins}/${x.games}`)).join("; ")}.</p>`);
  return page("Orrery judge: summary", b.join("\n"), SORT_SCRIPT);
}

/** Control and direction characters spelt out, so an entry's text can't drive the terminal. */
const plain = (line: string) => line.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** One line per entry for the terminal. */
export function summaryLines(contest: ContestReport): string[] {
  return contest.summary.map((r) => plain(summaryLine(r)));
}

function summaryLine(r: ContestReport["summary"][number]): string {
  const bal =
    r.shift === null
      ? ""
      : `  shift ${pct(r.shift, true)} (95 % CI ${pct(r.ci95![0], true)} to ${pct(r.ci95![1], true)}; detectable ±${(100 * r.detectable!).toFixed(1)} %; ${r.games} games a pairing), cast in ${pct(r.castShare!)} of games`;
  const scen = r.scenarios.total ? `  scenarios ${r.scenarios.passed}/${r.scenarios.total}` : "";
  return `${r.entry}: ${r.status}${r.errors ? ` (${r.errors} error${r.errors === 1 ? "" : "s"})` : ""}${scen}${bal}${r.flags.length ? `  [${r.flags.length} flag${r.flags.length === 1 ? "" : "s"}]` : ""}`;
}
