// A card in plain words for the playground's "plain words" panel: the project's one plain-words
// renderer (compiler/words.ts), which `orrery explain` prints too.
export { cardInWords } from "../../../compiler/words.ts";
