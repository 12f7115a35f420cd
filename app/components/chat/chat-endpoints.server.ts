import { getConfig } from "~/config/config.server";

/** Where the widget talks to: our own chat API, or CHAT_API_URL's of the same shape. */
export function chatEndpoints(): { apiBase: string; socketUrl: string } {
  const external = getConfig().chatApiUrl;
  if (!external) return { apiBase: "/api/chat", socketUrl: "/ws/chat" };
  const base = external.replace(/\/+$/, "");
  const socket = new URL(`${base}/ws/chat`);
  socket.protocol = socket.protocol === "https:" ? "wss:" : "ws:";
  return { apiBase: base, socketUrl: socket.href };
}
