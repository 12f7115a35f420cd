import { RESPONSE_PROMISE } from "~/content/response-promise";
import { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import type { MenuReply } from "~/assistant/menu.server";
import { ChatLeadForm } from "./chat-lead-form";
import { botMessage as bot, userMessage, type ChatMenu as Menu, type ChatMessage } from "./chat-message";
import { offersContactOptions } from "./chat-text";
import { ChatTranscript } from "./chat-transcript";
import { ChatVoiceInput } from "./chat-voice-input";

const LEAD_FLAG = "lexi.leadSubmitted";
const LEAD_ID = "lexi.userId";
const LEAD_NAME = "lexi.name";
const END_MARKER = "[END]";

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
  const [leadId, setLeadId] = useState<string | null>(() =>
    storage()?.getItem(LEAD_FLAG) === "true" ? (storage()?.getItem(LEAD_ID) ?? null) : null,
  );
  const [menu, setMenu] = useState<Menu | null>(null);
  // The lead form calls startChat as it was when the visitor pressed Start chat: the menu may have
  // arrived since, so startChat reads it here rather than from that render.
  const menuArrived = useRef<Menu | null>(null);
  // The greeting waits for the menu, which may arrive after the lead is made on a slow connection.
  const greetingDue = useRef<"first" | "returning" | null>(leadId ? "returning" : null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [input, setInput] = useState("");
  const [connection, setConnection] = useState<"connecting" | "open" | "closed">("connecting");
  const panelRef = useRef<HTMLDivElement>(null);
  const socketRef = useRef<WebSocket | null>(null);

  const greeting = useCallback((returning: boolean, currentMenu: Menu) => {
    const name = storage()?.getItem(LEAD_NAME);
    const { first, firstAnonymous, returning: back, returningAnonymous } = currentMenu.greetings;
    const template = returning ? (name ? back : returningAnonymous) : name ? first : firstAnonymous;
    return [
      bot(template.replace("{name}", name ?? "")),
      bot("Choose an option:", { isMenu: true, menuOptions: currentMenu.options }),
    ];
  }, []);

  // The menu's replies and greetings come from the server in the browser's language, so the widget carries no site copy.
  useEffect(() => {
    let cancelled = false;
    fetch(`${apiBase}/menu?lang=${encodeURIComponent(navigator.language || "en")}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`menu ${r.status}`))))
      .then((m: Menu) => {
        if (cancelled) return;
        menuArrived.current = m;
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
              return [
                ...list.slice(0, -1),
                { ...last, isComplete: true, showMenuButton: !handoff, showContactOptions: handoff },
              ];
            }
            return list;
          }
          if (last && last.from === "bot" && !last.isComplete)
            return [...list.slice(0, -1), { ...last, text: last.text + chunk }];
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

  const focusFirstField = () =>
    panelRef.current?.querySelector<HTMLElement>(".chat__lead input, .chat__input input")?.focus();

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

  function startChat({ token, name }: { token: string; name: string }) {
    storage()?.setItem(LEAD_FLAG, "true");
    storage()?.setItem(LEAD_ID, token);
    storage()?.setItem(LEAD_NAME, name);
    setLeadId(token);
    if (menuArrived.current) setMessages(greeting(false, menuArrived.current));
    else greetingDue.current = "first";
  }

  function choose(option: MenuReply) {
    const user = userMessage(option.label);
    const reply = bot(option.text, {
      links: option.links,
      showContactOptions: option.key === "consultation",
      faqs: option.key === "faqs" ? menu?.faqs : undefined,
      showMenuButton: option.key !== "consultation" && option.key !== "question",
    });
    setMessages((list) => [...list, user, reply]);
    if (option.key === "question")
      setTimeout(() => panelRef.current?.querySelector<HTMLInputElement>(".chat__input input")?.focus(), 0);
  }

  /** Never fails: a method that cannot be recorded is logged, and the visitor is thanked all the same. */
  async function chooseContact(method: "Phone" | "Email") {
    setMessages((list) => [
      ...list.map((m) => (m.showContactOptions ? { ...m, showContactOptions: false } : m)),
      userMessage(method),
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
      bot(
        `Thank you! I've passed your details to our team, who will contact you by ${method.toLowerCase()} ${RESPONSE_PROMISE}.`,
        {
          showMenuButton: true,
        },
      ),
    ]);
  }

  function showMenu() {
    if (menu) setMessages((list) => [...list, bot("Choose an option:", { isMenu: true, menuOptions: menu.options })]);
  }

  function send() {
    const text = input.trim();
    if (!text) return;
    const socket = socketRef.current;
    // A typed reply answers any Phone/Email offer still showing ("phone", "by email please"): the buttons go.
    setMessages((list) => [
      ...list.map((m) => (m.showContactOptions ? { ...m, showContactOptions: false } : m)),
      userMessage(text),
    ]);
    setInput("");
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      setTyping(false);
      console.warn("chat: not connected, message not sent");
      setMessages((list) => [
        ...list,
        bot(
          "I'm not connected right now, so that message wasn't sent. I'm reconnecting; please try again in a moment.",
        ),
      ]);
      return;
    }
    setTyping(true);
    socket.send(text);
  }

  if (!open) return null;
  return (
    <div className="chat" role="dialog" aria-label={`Chat with ${assistantName}`} ref={panelRef}>
      <header className="chat__header">
        <p>
          <strong>{assistantName}</strong>
          <span className="chat__status" data-state={connection}>
            {leadId
              ? connection === "open"
                ? "Online"
                : connection === "connecting"
                  ? "Connecting…"
                  : "Reconnecting…"
              : "Virtual assistant"}
          </span>
        </p>
        <div>
          {leadId ? (
            <button
              type="button"
              className="chat__text-button"
              onClick={() => menu && setMessages(greeting(false, menu))}
            >
              New Chat
            </button>
          ) : null}
          <button type="button" className="chat__icon-button" onClick={onClose} aria-label="Close chat">
            <Icon name="X" size={20} />
          </button>
        </div>
      </header>

      {!leadId ? (
        <ChatLeadForm apiBase={apiBase} onLead={startChat} />
      ) : (
        <>
          <ChatTranscript
            messages={messages}
            typing={typing}
            assistantName={assistantName}
            onChoose={choose}
            onContact={(method) => void chooseContact(method)}
            onShowMenu={showMenu}
          />
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
            <ChatVoiceInput onTranscript={setInput} />
            <button type="submit" className="chat__icon-button" aria-label="Send">
              <Icon name="Send" size={18} />
            </button>
          </form>
        </>
      )}
    </div>
  );
}
