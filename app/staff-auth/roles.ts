import type { DeskItemKind, StaffRole } from "~/db/schema.server";

/**
 * What each role may open in the desk. The server checks this on every desk loader and action
 * (access.server.ts); the navigation only hides what would answer 404 anyway.
 */
/** Every kind of item, in the desk's order (app/desk/desk-kinds.ts); the Record makes the compiler ask for a new kind. */
const DESK_KINDS = Object.keys({ contact: 1, booking: 1, application: 1, chat: 1 } satisfies Record<
  DeskItemKind,
  1
>) as DeskItemKind[];

export const STAFF_ROLES = ["admin", "staff", "recruiter"] as const satisfies readonly StaffRole[];

export const ROLE_LABELS: Record<StaffRole, string> = { admin: "Admin", staff: "Staff", recruiter: "Recruiter" };

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "everything, including the team and the desk's settings",
  staff: "the inbox and publishing job openings and blog posts",
  recruiter: "applications and job openings only",
};

/** A part of the desk: one kind of item (its page, its export, its e-mails), or a page of its own. */
export type DeskArea = DeskItemKind | "jobs" | "posts" | "audit" | "team" | "settings";

const AREAS: Record<StaffRole, readonly DeskArea[]> = {
  admin: [...DESK_KINDS, "jobs", "posts", "audit", "team", "settings"],
  staff: [...DESK_KINDS, "jobs", "posts"],
  recruiter: ["application", "jobs"],
};

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const mayOpen = (role: StaffRole, area: DeskArea): boolean => AREAS[role].includes(area);

/** The kinds of item a role sees in the inbox. */
export const itemKindsFor = (role: StaffRole): DeskItemKind[] => DESK_KINDS.filter((kind) => mayOpen(role, kind));
