/**
 * Staff changed a job or a post: what this instance keeps built from content forgets it at once
 * (its page cache for the affected paths, the site search, Lexi's knowledge): each of those
 * subscribes here, so the content source knows none of them.
 * Other instances catch up on their own clocks: pages within PAGE_CACHE_SECONDS, search and Lexi
 * within CONTENT_CACHE_TTL_SECONDS.
 */
type Listener = (paths: string[]) => void;
const listeners = new Set<Listener>();

export function onContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceContentChange(paths: string[]): void {
  for (const listener of listeners) listener([...new Set(paths)]);
}
