import type { EvalConversation } from "./scoring";

/** Conversations written while building this engine (visitor types of issue 30). */
export const devSetOwn: EvalConversation[] = [];
