/**
 * An answer as it is streamed over /ws/chat: small pieces of plain text that add up to it, a
 * Markdown link never split. At most MAX_CHUNKS pieces, so at the default 25 ms pacing a long
 * answer still ends within a second.
 */
const MAX_CHUNKS = 20;

export function answerChunks(text: string): string[] {
  const tokens = text.match(/\[[^\]]*\]\([^)]*\)\S*\s*|\S+\s*/g) ?? [text];
  const size = Math.max(4, Math.ceil(tokens.length / MAX_CHUNKS));
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += size) chunks.push(tokens.slice(i, i + size).join(""));
  return chunks;
}
