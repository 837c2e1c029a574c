// The acceptance corpus spec/zx/cards/zx-core.card, built by hand with the constructors of
// runtime/zx/abilities.ts (the Z/X dialect of the compiler doesn't exist yet; when it does, it must
// lower the card file to exactly these objects). Also the test decks of the property test and the
// AI bench (ZX-401: 50 cards, 20 with the Ignition icon, at most 4 of a name, at most 4 Life
// Recovery and 4 Void Bringer).
import {
  all,
  alwaysAbility,
  atEndOfYourTurn,
  autoAbility,
  bootAbility,
  chargeAtLeast,
  chargeToTrash,
  damage,
  defineCard,
  destroy,
  discardCost,
  draw,
  eventAbility,
  heal,
  ifThen,
  lifeAtMost,
  lifeRecovery,
  mode,
  modifyPower,
  onOwnPlayerSquare,
  recoverLife,
  reboot,
  returnToHand,
  self,
  sleep,
  sleepResource,
  sleepSelf,
  specialAbility,
  target,
  targetSpec,
  topOfDeckTo,
  voidBringer,
  whenAppears,
  whenAttacked,
  whenAttacks,
  whenDestroyed,
  withExtra,
  type Ability,
  type Colour,
  type ZxCardDefinition,
} from "../../runtime/zx/abilities.ts";

const zx = (name: string, cost: number, colours: Colour[], tribes: string[], power: number, abilities: Ability[] = [], opts: { ignition?: boolean; startCard?: boolean } = {}) =>
  defineCard({
    name,
    type: "zx",
    cost,
    colours,
    tribes,
    power,
    icons: opts.ignition ? ["ignition"] : [],
    ...(opts.startCard ? { subtext: "startCard" as const } : {}),
    abilities,
  });

const event = (name: string, cost: number, colours: Colour[], ability: Ability, opts: { ignition?: boolean } = {}) =>
  defineCard({ name, type: "event", cost, colours, icons: opts.ignition ? ["ignition"] : [], abilities: [ability] });

const oppZx = targetSpec({ controller: "opponent" });
const ownZx = targetSpec({ controller: "you" });

export const CARDS: ZxCardDefinition[] = [
  // Red
  zx("Ember Whelp", 1, ["red"], ["Cinder Drake"], 3000, [], { ignition: true }),
  zx("Flarehorn Drake", 3, ["red"], ["Cinder Drake"], 5000, [
    autoAbility(
      "[Auto] <Valid> Square <Trigger> When this card attacks. <Effect> This card gets Power +2000 until end of turn.",
      "square",
      whenAttacks(),
      [],
      [modifyPower(self(), 2000, "endOfTurn")],
    ),
  ]),
  zx("Brand Warden", 4, ["red"], ["Forge Knight"], 6500, [
    bootAbility(
      "[Boot] <Valid> Square <Cost> [Sleep], Sleep 1 Red card in your Resource. <Effect> Deal 2000 damage to target Z/X an opponent controls adjacent to this card.",
      "square",
      [sleepSelf(), sleepResource(1, "red")],
      [mode([targetSpec({ controller: "opponent", place: "adjacentToSelf" })], [damage(2000, target(0))])],
    ),
  ]),
  zx("Ruin Seed Drake", 3, ["red"], ["Cinder Drake"], 4500, [voidBringer()], { ignition: true }),
  event("Searing Verdict", 2, ["red"], eventAbility("[Event] <Effect> Deal 4000 damage to target Z/X an opponent controls.", [mode([oppZx], [damage(4000, target(0))])])),
  event("Kindled Courage", 1, ["red"], eventAbility("[Event] <Effect> Target Z/X you control gets Power +3000 until end of turn.", [mode([ownZx], [modifyPower(target(0), 3000, "endOfTurn")])]), {
    ignition: true,
  }),
  // Blue
  zx(
    "Brass Sentry",
    2,
    ["blue"],
    ["Clockwork"],
    4000,
    [alwaysAbility("[Always] <Valid> Square <Effect> If this card is on your Player Square, this card gets Power +2000.", "square", [ifThen(onOwnPlayerSquare(), [modifyPower(self(), 2000)])])],
    { ignition: true, startCard: true },
  ),
  zx("Gearwright Scout", 3, ["blue"], ["Clockwork"], 5000, [autoAbility("[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Draw 1 card.", "square", whenAppears(), [], [draw(1)])]),
  zx("Tide Oracle", 5, ["blue"], ["Deep Current"], 7500, [
    bootAbility(
      "[Boot] <Valid> Square <Cost> [Sleep], Discard 1 card. <Effect> Return target Z/X with cost 4 or less an opponent controls on a Normal Square to its owner's hand.",
      "square",
      [sleepSelf(), discardCost(1)],
      [mode([targetSpec({ maxCost: 4, controller: "opponent", place: "normal" })], [returnToHand(target(0))])],
    ),
  ]),
  zx(
    "Undertow Diver",
    4,
    ["blue"],
    ["Deep Current"],
    6000,
    [autoAbility("[Auto] <Valid> Square <Trigger> At the end of your turn. <Effect> Draw 1 card.", "square", atEndOfYourTurn(), [], [draw(1)])],
    { ignition: true },
  ),
  event("Sudden Ebb", 2, ["blue"], eventAbility("[Event] <Effect> Target Z/X an opponent controls gets Power -3000 until end of turn.", [mode([oppZx], [modifyPower(target(0), -3000, "endOfTurn")])])),
  event("Clear Sight", 1, ["blue"], eventAbility("[Event] <Effect> Draw 1 card. or <Effect> Sleep target Z/X an opponent controls.", [mode([], [draw(1)]), mode([oppZx], [sleep(target(0))])])),
  // White
  zx(
    "Vesper Acolyte",
    2,
    ["white"],
    ["Lumen Choir"],
    4000,
    [alwaysAbility("[Always] <Player> Aster Vale <Valid> Square <Effect> This card gets Power +1000.", "square", [modifyPower(self(), 1000)], { player: "Aster Vale" })],
    { ignition: true },
  ),
  zx(
    "Mending Bell",
    3,
    ["white"],
    ["Lumen Choir"],
    4500,
    [lifeRecovery("[Always] Life Recovery (<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may recover 1 Life.)")],
    {
      ignition: true,
    },
  ),
  zx("Dawn Herald", 4, ["white"], ["Lumen Choir"], 6000, [
    alwaysAbility("[Always] <Valid> Square <Effect> All Z/X you control adjacent to this card get Power +1000.", "square", [modifyPower(all({ controller: "you", place: "adjacentToSelf" }), 1000)]),
  ]),
  zx("Aegis Cantor", 5, ["white"], ["Lumen Choir"], 7000, [
    autoAbility(
      "[Auto] <Valid> Square <Trigger> When this card is attacked. <Effect> This card gets Power +2000 until end of turn.",
      "square",
      whenAttacked(),
      [],
      [modifyPower(self(), 2000, "endOfTurn")],
    ),
  ]),
  event("Sanctuary Hymn", 2, ["white"], eventAbility("[Event] <Effect> Heal 3000 damage from target Z/X you control.", [mode([ownZx], [heal(3000, target(0))])])),
  event("Oath of Return", 3, ["white"], eventAbility("[Event] <Effect> If your Life is 2 or less, recover 1 Life.", [mode([], [ifThen(lifeAtMost(2), [recoverLife(1)])])]), { ignition: true }),
  // Black
  zx(
    "Grave Page",
    1,
    ["black"],
    ["Hollow Court"],
    2500,
    [autoAbility("[Auto] <Valid> Square <Trigger> When this card is destroyed. <Effect> Put the top card of your deck into your Charge.", "square", whenDestroyed(), [], [topOfDeckTo("charge")])],
    { ignition: true },
  ),
  zx(
    "Rift Shade",
    3,
    ["black"],
    ["Hollow Court"],
    4500,
    [
      voidBringer(
        "[Always] Void Bringer (<Valid> Square <Effect> As this card appears from Life, if your Life is equal to or less than your opponent's Life, you may put target Z/X into its owner's Trash.)",
      ),
    ],
    {
      ignition: true,
    },
  ),
  zx("Night Regent", 6, ["black"], ["Hollow Court"], 8500, [
    bootAbility(
      "[Boot] <Valid> Square <Cost> Put 2 cards from your Charge into your Trash. <Effect> Destroy target Z/X with cost 3 or less an opponent controls.",
      "square",
      [chargeToTrash(2)],
      [mode([targetSpec({ maxCost: 3, controller: "opponent" })], [destroy(target(0))])],
    ),
  ]),
  zx("Bone Lantern", 2, ["black"], ["Hollow Court"], 3500, [
    specialAbility("[Special] <Valid> Square <Trigger> If you have 4 or more cards in your Charge. <Effect> Draw 1 card.", "square", chargeAtLeast(4), [], [draw(1)]),
  ]),
  event(
    "Dread Harvest",
    3,
    ["black"],
    eventAbility("[Event] <Effect> Destroy target Z/X with Power 5000 or less an opponent controls.", [mode([targetSpec({ maxPower: 5000, controller: "opponent" })], [destroy(target(0))])]),
  ),
  // Green
  zx(
    "Sproutling Kin",
    1,
    ["green"],
    ["Briar Kin"],
    3000,
    [autoAbility("[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Put the top card of your deck into your Resource.", "square", whenAppears(), [], [topOfDeckTo("resource")])],
    { ignition: true },
  ),
  zx("Thornback Brute", 4, ["green"], ["Briar Kin"], 7000),
  zx("Bloom Keeper", 3, ["green"], ["Briar Kin"], 5000, [lifeRecovery()], { ignition: true }),
  zx("Old Rootwarden", 5, ["green"], ["Briar Kin"], 7500, [
    bootAbility("[Boot] <Valid> Square <Cost> Sleep 2 Green cards in your Resource. <Effect> Reboot this card.", "square", [sleepResource(2, "green")], [mode([], [reboot(self())])]),
  ]),
  event(
    "Wild Growth",
    2,
    ["green"],
    eventAbility("[Event] <Effect> Put the top card of your deck into your Resource. With extra cost 2: draw 2 cards.", [mode([], [topOfDeckTo("resource")], withExtra(2, [draw(2)]))]),
  ),
  // Multicolour
  zx("Ashgrove Chimera", 4, ["red", "green"], ["Cinder Drake", "Briar Kin"], 7000, [
    autoAbility(
      "[Auto] <Valid> Square <Trigger> When this card appears. <Effect> Deal 2000 damage to up to 1 target Z/X an opponent controls adjacent to this card.",
      "square",
      whenAppears(),
      [targetSpec({ controller: "opponent", place: "adjacentToSelf" }, 1)],
      [damage(2000, target(0))],
    ),
  ]),
  // Player
  defineCard({
    name: "Aster Vale, Square Captain",
    type: "player",
    colours: [],
    icons: [],
    playerName: "Aster Vale",
    abilities: [
      alwaysAbility("[Always] <Valid> Square <Effect> All Z/X you control on your Player Square get Power +1000.", "square", [modifyPower(all({ controller: "you", place: "ownPlayerSquare" }), 1000)]),
    ],
  }),
];

export const LIBRARY: Record<string, ZxCardDefinition> = Object.fromEntries(CARDS.map((c) => [c.name, c]));

/** `N x NAME` as a list. */
export const times = (n: number, name: string): string[] => Array.from({ length: n }, () => name);

/** A legal 50-card deck (ZX-401): 20 with the Ignition icon (4 Ember Whelp, 4 Brass Sentry, 4
 *  Sproutling Kin, 4 Grave Page, 2 Bloom Keeper, 2 Rift Shade), 30 others, at most 4 of a name. */
export function testDeck(): string[] {
  return [
    ...times(4, "Ember Whelp"),
    ...times(4, "Brass Sentry"),
    ...times(4, "Sproutling Kin"),
    ...times(4, "Grave Page"),
    ...times(2, "Bloom Keeper"),
    ...times(2, "Rift Shade"),
    ...times(4, "Thornback Brute"),
    ...times(4, "Flarehorn Drake"),
    ...times(4, "Gearwright Scout"),
    ...times(3, "Brand Warden"),
    ...times(3, "Dawn Herald"),
    ...times(3, "Searing Verdict"),
    ...times(3, "Clear Sight"),
    ...times(2, "Wild Growth"),
    ...times(2, "Night Regent"),
    ...times(2, "Bone Lantern"),
  ];
}

/** A second legal deck, with Events and other abilities the first lacks (Ignition: 4 Undertow
 *  Diver, 4 Vesper Acolyte, 2 Mending Bell, 2 Ruin Seed Drake, 4 Kindled Courage, 4 Oath of Return). */
export function otherDeck(): string[] {
  return [
    ...times(4, "Undertow Diver"),
    ...times(4, "Vesper Acolyte"),
    ...times(2, "Mending Bell"),
    ...times(2, "Ruin Seed Drake"),
    ...times(4, "Kindled Courage"),
    ...times(4, "Oath of Return"),
    ...times(4, "Tide Oracle"),
    ...times(4, "Aegis Cantor"),
    ...times(4, "Sudden Ebb"),
    ...times(4, "Sanctuary Hymn"),
    ...times(4, "Dread Harvest"),
    ...times(4, "Old Rootwarden"),
    ...times(4, "Ashgrove Chimera"),
    ...times(2, "Thornback Brute"),
  ];
}
