import { Link } from "react-router";
import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import type { ChatGreetings, ChatLink, MenuReply } from "~/models/chat-menu.server";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { ChatText, offersContactOptions } from "./chat-text";

const LEAD_FLAG = "lexi.leadSubmitted";
const LEAD_ID = "lexi.userId";
const LEAD_NAME = "lexi.name";
const END_MARKER = "[END]";
const LEAD_ERROR = "There was an error submitting your information. Please try again.";
const SPEECH_UNSUPPORTED = "Speech recognition is not supported in this browser.";

/** One message of the conversation (docs/product.md#chat). */
interface ChatMessage {
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

interface Menu {
  options: MenuReply[];
  faqs: { question: string; answer: string }[];
  greetings: ChatGreetings;
}

let nextId = 1;
const clock = () => new Date().toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" });
const bot = (text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: nextId++,
  from: "bot",
  text,
  timestamp: clock(),
  isComplete: true,
  ...extra,
});

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export default function ChatWidget({
  open,
  assistantName,
  apiBase,
  socketUrl,
  onClose,
}: {
  open: boolean;
  assistantName: string;
  apiBase: string;
  socketUrl: string;
  onClose: () => void;
}) {
  const [leadId, setLeadId] = useState<string | null>(() => (storage()?.getItem(LEAD_FLAG) === "true" ? (storage()?.getItem(LEAD_ID) ?? null) : null));
  const [menu, setMenu] = useState<Menu | null>(null);
  // The greeting waits for the menu, which may arrive after the lead is made on a slow connection.
  const greetingDue = useRef<"first" | "returning" | null>(leadId ? "returning" : null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [input, setInput] = useState("");
  const [connection, setConnection] = useState<"connecting" | "open" | "closed">("connecting");
  const [listening, setListening] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const { bookingUrl } = useSiteSettings();

  const greeting = useCallback((returning: boolean, currentMenu: Menu) => {
    const name = storage()?.getItem(LEAD_NAME);
    const { first, firstAnonymous, returning: back, returningAnonymous } = currentMenu.greetings;
    const template = returning ? (name ? back : returningAnonymous) : name ? first : firstAnonymous;
    return [bot(template.replace("{name}", name ?? "")), bot("Choose an option:", { isMenu: true, menuOptions: currentMenu.options })];
  }, []);

  // The menu's replies and greetings come from the server in the browser's language, so the widget carries no site copy.
  useEffect(() => {
    let cancelled = false;
    fetch(`${apiBase}/menu?lang=${encodeURIComponent(navigator.language || "en")}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`menu ${r.status}`))))
      .then((m: Menu) => {
        if (cancelled) return;
        setMenu(m);
        if (greetingDue.current) setMessages(greeting(greetingDue.current === "returning", m));
        greetingDue.current = null;
      })
      .catch((error) => console.error("chat menu:", error));
    return () => {
      cancelled = true;
    };
  }, [apiBase, greeting]);

  // One socket while a lead exists; reconnects with backoff and says when it is back.
  useEffect(() => {
    if (!leadId) return;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const base = new URL(socketUrl, window.location.href);
      base.protocol = base.protocol === "https:" ? "wss:" : base.protocol === "http:" ? "ws:" : base.protocol;
      base.searchParams.set("lead", leadId);
      const socket = new WebSocket(base);
      socketRef.current = socket;
      setConnection("connecting");
      socket.onopen = () => {
        if (attempt > 0) setMessages((list) => [...list, bot("I'm connected again. Ask away!")]);
        attempt = 0;
        setConnection("open");
      };
      socket.onmessage = (event) => {
        const chunk = String(event.data);
        setMessages((list) => {
          const last = list[list.length - 1];
          if (chunk === END_MARKER) {
            setTyping(false);
            if (last && last.from === "bot" && !last.isComplete) {
              // An answer that hands off offers the same Phone/Email choice as "Book a consultation".
              const handoff = offersContactOptions(last.text);
              return [...list.slice(0, -1), { ...last, isComplete: true, showMenuButton: !handoff, showContactOptions: handoff }];
            }
            return list;
          }
          if (last && last.from === "bot" && !last.isComplete) return [...list.slice(0, -1), { ...last, text: last.text + chunk }];
          return [...list, bot(chunk, { isComplete: false })];
        });
      };
      socket.onclose = () => {
        if (stopped) return;
        setConnection("closed");
        setTyping(false);
        attempt++;
        timer = setTimeout(connect, Math.min(10_000, 500 * 2 ** Math.min(attempt, 5)));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close();
    };
  }, [leadId, socketUrl]);

  const focusFirstField = () => panelRef.current?.querySelector<HTMLElement>(".chat__lead input, .chat__input input")?.focus();

  // Focus moves into the dialog on open; Escape closes it.
  useEffect(() => {
    if (!open) return;
    focusFirstField();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, onClose]);

  // When the lead form gives way to the question field, focus follows it, unless the visitor has
  // already moved on (this effect can run after an Escape that sent focus back to the launcher).
  useEffect(() => {
    const active = document.activeElement;
    if (leadId && (active === document.body || panelRef.current?.contains(active))) focusFirstField();
  }, [leadId]);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, typing]);

  /** Tells the visitor itself when it fails, so its callers need not wait for it. */
  async function submitLead(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(["name", "email", "phone_number", "company_name"].map((k) => [k, String(form.get(k) ?? "").trim()]));
    try {
      const response = await fetch(`${apiBase}/lead`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`lead ${response.status}`);
      // The lead's token: the only name this browser has for it.
      const { id } = (await response.json()) as { id: string };
      storage()?.setItem(LEAD_FLAG, "true");
      storage()?.setItem(LEAD_ID, String(id));
      storage()?.setItem(LEAD_NAME, body.name);
      setLeadId(String(id));
      if (menu) setMessages(greeting(false, menu));
      else greetingDue.current = "first";
    } catch (error) {
      console.error("chat lead:", error);
      window.alert(LEAD_ERROR);
    }
  }

  function choose(option: MenuReply) {
    const user: ChatMessage = { id: nextId++, from: "user", text: option.label, timestamp: clock(), isComplete: true };
    const reply = bot(option.text, {
      links: option.links,
      showContactOptions: option.key === "consultation",
      faqs: option.key === "faqs" ? menu?.faqs : undefined,
      showMenuButton: option.key !== "consultation" && option.key !== "question",
    });
    setMessages((list) => [...list, user, reply]);
    if (option.key === "question") setTimeout(() => panelRef.current?.querySelector<HTMLInputElement>(".chat__input input")?.focus(), 0);
  }

  /** Never fails: a method that cannot be recorded is logged, and the visitor is thanked all the same. */
  async function chooseContact(method: "Phone" | "Email") {
    setMessages((list) => [
      ...list.map((m) => (m.showContactOptions ? { ...m, showContactOptions: false } : m)),
      { id: nextId++, from: "user", text: method, timestamp: clock(), isComplete: true },
    ]);
    try {
      const response = await fetch(`${apiBase}/lead/${leadId}/`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ contact_method: method }),
      });
      if (!response.ok) throw new Error(`contact method ${response.status}`);
    } catch (error) {
      // The team still has the lead's details: the promise to the visitor stands.
      console.error("chat contact method:", error);
    }
    setMessages((list) => [
      ...list,
      bot(`Thank you! I've passed your details to our team, who will contact you by ${method.toLowerCase()} within 24 business hours.`, {
        showMenuButton: true,
      }),
    ]);
  }

  function showMenu() {
    if (menu) setMessages((list) => [...list, bot("Choose an option:", { isMenu: true, menuOptions: menu.options })]);
  }

  function send() {
    const text = input.trim();
    if (!text) return;
    const socket = socketRef.current;
    setMessages((list) => [...list, { id: nextId++, from: "user", text, timestamp: clock(), isComplete: true }]);
    setInput("");
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      setTyping(false);
      console.warn("chat: not connected, message not sent");
      setMessages((list) => [...list, bot("I'm not connected right now, so that message wasn't sent. I'm reconnecting; please try again in a moment.")]);
      return;
    }
    setTyping(true);
    socket.send(text);
  }

  function toggleVoice() {
    const Recognition =
      (window as Window & { SpeechRecognition?: new () => SpeechRecognitionLike }).SpeechRecognition ??
      (window as Window & { webkitSpeechRecognition?: new () => SpeechRecognitionLike }).webkitSpeechRecognition;
    if (!Recognition) {
      window.alert(SPEECH_UNSUPPORTED);
      return;
    }
    if (listening) {
      setListening(false);
      return;
    }
    const recognition = new Recognition();
    recognition.lang = "en-US";
    recognition.maxAlternatives = 1;
    recognition.interimResults = false;
    recognition.onresult = (event) => setInput(event.results[0][0].transcript);
    recognition.onend = () => setListening(false);
    setListening(true);
    recognition.start();
  }

  if (!open) return null;
  return (
    <div className="chat" role="dialog" aria-label={`Chat with ${assistantName}`} ref={panelRef}>
      <header className="chat__header">
        <p>
          <strong>{assistantName}</strong>
          <span className="chat__status" data-state={connection}>
            {leadId ? (connection === "open" ? "Online" : connection === "connecting" ? "Connecting…" : "Reconnecting…") : "Virtual assistant"}
          </span>
        </p>
        <div>
          {leadId ? (
            <button type="button" className="chat__text-button" onClick={() => menu && setMessages(greeting(false, menu))}>
              New Chat
            </button>
          ) : null}
          <button type="button" className="chat__icon-button" onClick={onClose} aria-label="Close chat">
            <Icon name="X" size={20} />
          </button>
        </div>
      </header>

      {!leadId ? (
        <form className="chat__lead" onSubmit={(event) => void submitLead(event)} aria-label="Introduce yourself">
          <p>Before we start, please tell us who you are so our team can follow up.</p>
          <label>
            Name *
            <input name="name" required maxLength={200} autoComplete="name" />
          </label>
          <label>
            Email *
            <input name="email" type="email" required maxLength={254} autoComplete="email" />
          </label>
          <label>
            Phone number
            <input name="phone_number" type="tel" maxLength={50} autoComplete="tel" />
          </label>
          <label>
            Company name
            <input name="company_name" maxLength={200} autoComplete="organization" />
          </label>
          <button type="submit" className="button">
            Start chat
          </button>
        </form>
      ) : (
        <>
          <ol className="chat__messages" ref={listRef} aria-live="polite" aria-relevant="additions">
            {messages.map((message) => (
              <li key={message.id} className={`chat__message chat__message--${message.from}`} data-complete={message.isComplete}>
                <p className="chat__bubble">{message.from === "bot" ? <ChatText text={message.text} bookingUrl={bookingUrl} /> : message.text}</p>
                {message.links?.length ? (
                  <ul className="chat__links">
                    {message.links.map((link) => (
                      <li key={link.href}>
                        <Link to={link.href}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {message.isMenu && message.menuOptions ? (
                  <div className="chat__menu">
                    {message.menuOptions.map((option) => (
                      <button key={option.key} type="button" onClick={() => choose(option)}>
                        {option.label}
                      </button>
                    ))}
                  </div>
                ) : null}
                {message.showContactOptions ? (
                  <div className="chat__menu">
                    <button type="button" onClick={() => void chooseContact("Phone")}>
                      Phone
                    </button>
                    <button type="button" onClick={() => void chooseContact("Email")}>
                      Email
                    </button>
                  </div>
                ) : null}
                {message.faqs ? <ChatFaq items={message.faqs} /> : null}
                {message.showMenuButton && message.isComplete ? (
                  <button type="button" className="chat__text-button" onClick={showMenu}>
                    Main Menu
                  </button>
                ) : null}
                <time className="chat__time">{message.timestamp}</time>
              </li>
            ))}
            {typing ? (
              <li className="chat__message chat__message--bot chat__typing" aria-label={`${assistantName} is typing`}>
                <span />
                <span />
                <span />
              </li>
            ) : null}
          </ol>
          <form
            className="chat__input"
            onSubmit={(event) => {
              event.preventDefault();
              send();
            }}
          >
            <label className="visually-hidden" htmlFor="chat-input">
              Your question
            </label>
            <input
              id="chat-input"
              value={input}
              onChange={(e) => setInput(e.target.value)}
              placeholder="Type your question…"
              maxLength={2000}
              autoComplete="off"
            />
            <button
              type="button"
              className="chat__icon-button"
              onClick={toggleVoice}
              aria-pressed={listening}
              aria-label={listening ? "Stop voice input" : "Speak your question"}
            >
              <Icon name="Mic" size={18} />
            </button>
            <button type="submit" className="chat__icon-button" aria-label="Send">
              <Icon name="Send" size={18} />
            </button>
          </form>
        </>
      )}
    </div>
  );
}

function ChatFaq({ items }: { items: { question: string; answer: string }[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ul className="chat__faq">
      {items.map((item, index) => (
        <li key={item.question}>
          <button type="button" aria-expanded={openIndex === index} onClick={() => setOpenIndex(openIndex === index ? null : index)}>
            {item.question}
          </button>
          {openIndex === index ? <p>{item.answer}</p> : null}
        </li>
      ))}
    </ul>
  );
}

interface SpeechRecognitionLike {
  lang: string;
  maxAlternatives: number;
  interimResults: boolean;
  onresult: (event: { results: { [i: number]: { [j: number]: { transcript: string } } } }) => void;
  onend: () => void;
  start: () => void;
}
