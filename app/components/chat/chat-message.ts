import type { ChatGreetings, ChatLink, MenuReply } from "~/assistant/menu.server";

/** One message of the conversation (docs/product.md#chat). */
export interface ChatMessage {
  id: number;
  from: "bot" | "user";
  text: string;
  timestamp: string;
  isComplete: boolean;
  links?: ChatLink[];
  showMenuButton?: boolean;
  isMenu?: boolean;
  menuOptions?: MenuReply[];
  showContactOptions?: boolean;
  faqs?: { question: string; answer: string }[];
}

/** The menu, its canned replies and the greetings, from the server in the visitor's language. */
export interface ChatMenu {
  options: MenuReply[];
  faqs: { question: string; answer: string }[];
  greetings: ChatGreetings;
}

let nextId = 1;
const clock = () => new Date().toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });

export const userMessage = (text: string): ChatMessage => ({
  id: nextId++,
  from: "user",
  text,
  timestamp: clock(),
  isComplete: true,
});

export const botMessage = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nextId++,
  from: "bot",
  text,
  timestamp: clock(),
  isComplete: true,
  ...extra,
});
