/**
 * The line `npm run build` prints once Lexi's trained classifiers are in the checkout's cache
 * (scripts/assistant-train.ts); `npm test` (scripts/test.ts) starts vitest on seeing it, so the
 * tests read the models instead of each training them.
 */
export const LEXI_MODELS_READY = "Lexi's classifiers are in node_modules/.cache/assistant/";
