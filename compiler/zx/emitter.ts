// The generated-module route for Z/X (`orrery build` of a `game: zx` file): one TypeScript module
// per card and an index, each card written as the constructor calls of runtime/zx/abilities.ts
// that build it, imported by package name ("orrery/zx"). Evaluated, a module gives exactly the
// object the in-memory route (compileZx) builds, key order included (test/compiler/zx/routes.test.ts).
import { GENERATED_MARK, moduleNames } from "../emitter.ts";
import type * as Z from "../../runtime/zx/abilities.ts";
import type { ZxIR } from "./ir.ts";

const ZX_RUNTIME_MODULE = "orrery/zx";

const lit = (v: unknown) => JSON.stringify(v);
const list = <T>(xs: readonly T[], f: (x: T) => string) => `[${xs.map(f).join(", ")}]`;

function obj(o: Z.ObjectRef): string {
  if (o.ref === "self") return "self()";
  if (o.ref === "target") return `target(${o.index})`;
  return `all(${lit(o.filter)})`;
}
function who(p: Z.PlayerRef): string {
  return p.ref === "you" ? "you()" : "opponent()";
}
function cond(c: Z.Condition): string {
  switch (c.cond) {
    case "lifeAtMost":
      return `lifeAtMost(${c.n})`;
    case "lifeAtMostOpponents":
      return "lifeAtMostOpponents()";
    case "chargeAtLeast":
      return `chargeAtLeast(${c.n})`;
    case "onOwnPlayerSquare":
      return "onOwnPlayerSquare()";
    case "yourTurn":
      return "yourTurn()";
    case "opponentsTurn":
      return "opponentsTurn()";
    case "selfState":
      return `selfState(${c.sleep})`;
    case "resourceAtLeast":
      return `resourceAtLeast(${c.n})`;
    case "handAtMost":
      return `handAtMost(${c.n})`;
  }
}
function effect(e: Z.Effect): string {
  switch (e.op) {
    case "draw":
      return `draw(${e.n}, ${who(e.who)})`;
    case "damage":
      return `damage(${e.amount}, ${obj(e.to)})`;
    case "heal":
      return `heal(${e.amount}, ${obj(e.from)})`;
    case "destroy":
      return `destroy(${obj(e.what)})`;
    case "putIntoTrash":
      return `putIntoTrash(${obj(e.what)})`;
    case "returnToHand":
      return `returnToHand(${obj(e.what)})`;
    case "topOfDeckTo":
      return `topOfDeckTo(${lit(e.zone)}, ${who(e.who)})`;
    case "modifyPower":
      return `modifyPower(${obj(e.what)}, ${e.delta}, ${lit(e.duration)})`;
    case "sleep":
      return `sleep(${obj(e.what)})`;
    case "reboot":
      return `reboot(${obj(e.what)})`;
    case "recoverLife":
      return `recoverLife(${e.n}, ${who(e.who)})`;
    case "optional":
      return `optional(${effects(e.effects)}, ${who(e.who)})`;
    case "if":
      return `ifThen(${cond(e.cond)}, ${effects(e.then)})`;
  }
}
const effects = (es: readonly Z.Effect[]) => list(es, effect);
const TRIGGER_CALL: Record<Z.TriggerKind, string> = {
  appears: "whenAppears",
  attacks: "whenAttacks",
  isAttacked: "whenAttacked",
  isDestroyed: "whenDestroyed",
  endOfTurn: "atEndOfYourTurn",
  playedFromHand: "whenPlayedFromHand",
  startOfTurn: "atStartOfYourTurn",
  startOfOpponentsTurn: "atStartOfOpponentsTurn",
};
function costItem(c: Z.CostItem): string {
  switch (c.item) {
    case "sleepSelf":
      return "sleepSelf()";
    case "sleepResource":
      return c.colour === undefined ? `sleepResource(${c.n})` : `sleepResource(${c.n}, ${lit(c.colour)})`;
    case "discard":
      return `discardCost(${c.n})`;
    case "chargeToTrash":
      return `chargeToTrash(${c.n})`;
  }
}
const targetSpec = (t: Z.TargetSpec) => (t.upTo === undefined ? `targetSpec(${lit(t.filter)})` : `targetSpec(${lit(t.filter)}, ${t.upTo})`);
function mode(m: Z.Mode): string {
  const add = m.additional ? `, ${m.additional.kind}(${m.additional.cost}, ${effects(m.additional.effects)})` : "";
  return `mode(${list(m.targets, targetSpec)}, ${effects(m.effects)}${add})`;
}
function opts(a: { player?: string }): string {
  return a.player === undefined ? "" : `, ${lit({ player: a.player })}`;
}

/** One ability as the constructor call that builds it. */
function abilityCall(a: Z.Ability): string {
  switch (a.kind) {
    case "event":
      return `eventAbility(${lit(a.text)}, ${list(a.modes, mode)})`;
    case "boot":
      return `bootAbility(${lit(a.text)}, ${lit(a.valid)}, ${list(a.cost, costItem)}, ${list(a.modes, mode)}${opts(a)})`;
    case "auto":
      return `autoAbility(${lit(a.text)}, ${lit(a.valid)}, ${TRIGGER_CALL[a.trigger.on]}(), ${list(a.targets, targetSpec)}, ${effects(a.effects)}${opts(a)})`;
    case "special":
      return `specialAbility(${lit(a.text)}, ${lit(a.valid)}, ${cond(a.condition)}, ${list(a.targets, targetSpec)}, ${effects(a.effects)}${opts(a)})`;
    case "always":
      if (a.keyword) return `${a.keyword}(${lit(a.text)})`;
      if (a.appearsFromLife) return `appearsFromLifeAbility(${lit(a.text)}, ${list(a.targets, targetSpec)}, ${effects(a.effects)}${opts(a)})`;
      return `alwaysAbility(${lit(a.text)}, ${lit(a.valid)}, ${effects(a.effects)}${opts(a)})`;
  }
}

/** The card as `defineCard({...})`, fields in the in-memory route's order. */
function cardCall(c: Z.ZxCardDefinition): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(c)) {
    if (k === "abilities") parts.push(`  abilities: [\n${(v as Z.Ability[]).map((a) => `    ${abilityCall(a)},\n`).join("")}  ]`);
    else parts.push(`  ${k}: ${lit(v)}`);
  }
  return `defineCard({\n${parts.join(",\n")},\n})`;
}

const CONSTRUCTORS = [
  "defineCard",
  "self",
  "target",
  "all",
  "you",
  "opponent",
  "targetSpec",
  "mode",
  "withExtra",
  "forEachExtra",
  "draw",
  "damage",
  "heal",
  "destroy",
  "putIntoTrash",
  "returnToHand",
  "topOfDeckTo",
  "modifyPower",
  "sleep",
  "reboot",
  "recoverLife",
  "optional",
  "ifThen",
  "lifeAtMost",
  "lifeAtMostOpponents",
  "chargeAtLeast",
  "onOwnPlayerSquare",
  "yourTurn",
  "opponentsTurn",
  "selfState",
  "resourceAtLeast",
  "handAtMost",
  "whenAppears",
  "whenAttacks",
  "whenAttacked",
  "whenDestroyed",
  "atEndOfYourTurn",
  "whenPlayedFromHand",
  "atStartOfYourTurn",
  "atStartOfOpponentsTurn",
  "sleepSelf",
  "sleepResource",
  "discardCost",
  "chargeToTrash",
  "eventAbility",
  "bootAbility",
  "autoAbility",
  "specialAbility",
  "alwaysAbility",
  "appearsFromLifeAbility",
  "lifeRecovery",
  "voidBringer",
];

/** A card's module. */
function emitZxCardModule(c: Z.ZxCardDefinition, runtimeModule = ZX_RUNTIME_MODULE): string {
  const body = cardCall(c);
  const used = CONSTRUCTORS.filter((n) => new RegExp(`\\b${n}\\(`).test(body));
  const where = c.source ? ` from ${c.source.file.replace(/[\r\n*]/g, "_")}:${c.source.line}` : "";
  return `${GENERATED_MARK}${where}. DO NOT EDIT.\n` + `import { abilities } from ${lit(runtimeModule)};\n\n` + `const { ${used.join(", ")} } = abilities;\n\n` + `export default ${body};\n`;
}

export interface ZxGeneratedFile {
  file: string;
  text: string;
  card?: string;
}

/** Every file of a Z/X build from the cards' IR: one module per card, then index.ts (`cards` by
 *  name), and with `writeIR` every IR as cards.ir.json. */
export function generateZxModules(irs: readonly ZxIR[], runtimeModule = ZX_RUNTIME_MODULE, writeIR = false): ZxGeneratedFile[] {
  const cards = irs.map((i) => i.card);
  const names = moduleNames(cards.map((c) => c.name));
  const files: ZxGeneratedFile[] = cards.map((c, i) => ({ file: names[i]!.file, text: emitZxCardModule(c, runtimeModule), card: c.name }));
  const imports = cards.map((_c, i) => `import ${names[i]!.ident} from "./${names[i]!.file.replace(/\.ts$/, ".ts")}";`).join("\n");
  // `__proto__` is written computed, so it stays an own key and never becomes the prototype.
  const entries = cards.map((c, i) => `  ${c.name === "__proto__" ? `[${lit(c.name)}]` : lit(c.name)}: ${names[i]!.ident},`).join("\n");
  files.push({
    file: "index.ts",
    text:
      `${GENERATED_MARK}. DO NOT EDIT.\n` +
      `import type { ZxCardDefinition } from ${lit(runtimeModule)};\n` +
      `${imports}\n\n` +
      `export const game = "zx";\n` +
      `export const cards: Record<string, ZxCardDefinition> = {\n${entries}\n};\n`,
  });
  if (writeIR) files.push({ file: "cards.ir.json", text: JSON.stringify(irs.length === 1 ? irs[0] : irs, null, 2) + "\n" });
  return files;
}
