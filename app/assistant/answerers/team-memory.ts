import type { Member } from "../types";
import type { Ctx } from "./context";

/** The team priced, for the follow-ups ("and weekly?", "make it 3"). */
export function remember(ctx: Ctx, priced: Member[]) {
  // (Roles priced in separate parts of one message are one team: "una recepcionista a medio tiempo? y un paralegal
  // tiempo completo" … "y por semana todo junto?".)
  const before = ctx.state.membersSaid === ctx.message.text ? (ctx.state.members ?? []) : [];
  const team =
    priced.length === 1 && before.length && !before.some((m) => m.role === priced[0].role)
      ? [...before, priced[0]]
      : priced;
  ctx.state.membersSaid = ctx.message.text;
  const roles = (ms: Member[] | undefined) => (ms ?? []).map((m) => m.role).join();
  if (roles(team) !== roles(ctx.state.members)) delete ctx.state.alternatives;
  ctx.state.members = team;
  ctx.state.role = team[0]?.role;
  ctx.state.roles = team.map((m) => m.role);
  ctx.state.schedule = team.at(-1)?.schedule;
  ctx.state.tier = team.at(-1)?.tier;
  ctx.state.count = team.at(-1)?.count;
}
