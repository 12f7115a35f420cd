import { describe, expect, test } from "vitest";
import { settled } from "./conversation";

// Decision 0070: a part said to be unpublished is dropped when another answer of the same message speaks of it,
// whichever comes first.
describe("the outcomes of a message, settled", () => {
  const unpublished = (part: string) => ({
    text: `On "${part}": I can't find that in what our site publishes…`,
    kind: "unknown" as const,
    handoff: "unanswered" as const,
    unpublishedPart: part,
  });

  test("a part an answer after it speaks of is not said to be unpublished", () => {
    const area = {
      text: "Construcción: … Tareas habituales: Contratos de construcción; Gravámenes de constructores y reclamaciones.",
      kind: "fact" as const,
    };
    expect(settled([unpublished("hacen gravamenes de constructor"), area], "es")).toEqual([area]);
  });

  test("a part nothing else speaks of stays, with its hand-off", () => {
    const price = { text: "1 × Paralegal, Full Time (1 × 160 h × $14) = $2,240 per month.", kind: "fact" as const };
    const left = unpublished("do u wipe their laptops when we end");
    expect(settled([price, left], "en")).toEqual([price, left]);
  });
});
