import { fold } from "~/text/normalise";
import { joinList, link } from "../phrases.server";
import type { Outcome } from "../types";
import { fact, page, t, value, type Ctx } from "./context";

/**
 * "Any openings for someone in jamaica?": the openings listed at the one place the visitor names (a posting's
 * location without its "Remote —"), named with their links; undefined when no single listed place is named.
 */
export function openingsAt(ctx: Ctx): Outcome | undefined {
  const said = fold(ctx.part.raw);
  const here = ctx.k.jobs.filter(
    (j) =>
      j.location &&
      said.includes(
        fold(j.location)
          .replace(/^remote\W+/, "")
          .trim(),
      ),
  );
  const places = [...new Set(here.map((j) => j.location!))];
  if (places.length !== 1) return undefined;
  const jobs = joinList(
    here.map((j) => link(j.name, j.link)),
    ctx.lang,
  );
  return fact(
    t(ctx, "job.locationsAt", { location: value(ctx, "locations", places[0]), jobs, link: page(ctx, "careers") }),
  );
}
