/** The handle of every staff desk route: tells the root to leave out the public site's chrome. */
export const deskHandle = { desk: true };

/** Whether a route's handle marks it as part of the desk. */
export const isDeskHandle = (handle: unknown): boolean => typeof handle === "object" && handle !== null && (handle as { desk?: unknown }).desk === true;
