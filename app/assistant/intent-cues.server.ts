import { fold, words } from "~/text/normalise";
import { brandAsYou } from "./brand";
import { corpus } from "./corpus.server";
import type { PartReading } from "./types";

/**
 * The cue words of an intent (`cues:` in content/assistant/intents/): a message must say one of them to be read
 * as that intent. The classifier reads "can u recommend a good netflix show" as an attempt at its instructions,
 * "is it 1 yr or 2 in georgia" as the privacy of children and "yearly cost: one legal admin + one intake
 * specialist" as the dearest role, each at 0.9 or more (decision 0044): a reading none of whose cues is said is
 * not taken, however sure the classifier is. Cues are matched in the words as typed and as spelling-corrected.
 */
let compiled: Map<string, RegExp> | undefined;

function cueRegExps(): Map<string, RegExp> {
  if (compiled) return compiled;
  compiled = new Map();
  for (const intent of corpus().intents) {
    if (!intent.cues?.length) continue;
    const alternatives = intent.cues.map((cue) => {
      const prefix = cue.endsWith("*");
      const body = fold(prefix ? cue.slice(0, -1) : cue)
        .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\s+/g, "\\s+");
      // (Words begin and end at letters and digits; an emoji or a sign is its own word.)
      const start = /^[a-z0-9]/.test(body) ? "(?<![a-z0-9])" : "";
      const end = prefix || !/[a-z0-9]$/.test(body) ? "" : "(?![a-z0-9])";
      return `${start}${body}${end}`;
    });
    compiled.set(intent.name, new RegExp(alternatives.join("|"), "u"));
  }
  return compiled;
}

/** Whether the part says a cue of the intent (an intent without cues is always cued). */
export function cued(
  part: Pick<PartReading, "raw" | "tokens"> & Partial<Pick<PartReading, "candidates">>,
  intent: string,
): boolean {
  const cues = cueRegExps().get(intent);
  if (!cues) return true;
  // (What the top reading is taken as without its own cues needs none: "do u ever sleep" is the bot's.)
  if (part.candidates?.[0] && uncuedReading({ act: "answer", intent: part.candidates[0].intent }) === intent)
    return true;
  // (Our name as typed is "you": "is northbridge a law firm".)
  return cues.test(brandAsYou(fold(part.raw))) || cues.test(part.tokens.join(" "));
}

/** Examples of an intent that say none of its cues: a cue list that would turn its own examples away (content check). */
export function uncuedExamples(): string[] {
  return corpus().intents.flatMap((intent) =>
    (["en", "es", "fr"] as const).flatMap((lang) =>
      intent.examples[lang]
        .filter((text) => !cued({ raw: text, tokens: words(text, lang) }, intent.name))
        .map((text) => `${intent.name} (${lang}): ${text}`),
    ),
  );
}

/** The intent an uncued reading is taken as, where its intent names one (`uncued:`): "do u ever sleep" is the bot's. */
export const uncuedReading = (d: { act: string; intent?: string }) =>
  d.intent ? corpus().intents.find((i) => i.name === d.intent)?.uncued : undefined;
