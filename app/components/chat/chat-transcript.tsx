import { Link } from "react-router";
import { useEffect, useRef, useState } from "react";
import type { MenuReply } from "~/assistant/menu.server";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import type { ChatMessage } from "./chat-message";
import { ChatText } from "./chat-text";

/** The conversation: each message with its links, menu, Phone/Email choice or FAQ, and the typing dots. */
export function ChatTranscript({
  messages,
  typing,
  assistantName,
  onChoose,
  onContact,
  onShowMenu,
}: {
  messages: ChatMessage[];
  typing: boolean;
  assistantName: string;
  onChoose: (option: MenuReply) => void;
  onContact: (method: "Phone" | "Email") => void;
  onShowMenu: () => void;
}) {
  const { bookingUrl } = useSiteSettings();
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    listRef.current?.lastElementChild?.scrollIntoView({ block: "end" });
  }, [messages, typing]);

  return (
    <ol className="chat__messages" ref={listRef} aria-live="polite" aria-relevant="additions">
      {messages.map((message) => (
        <li
          key={message.id}
          className={`chat__message chat__message--${message.from}`}
          data-complete={message.isComplete}
        >
          <p className="chat__bubble">
            {message.from === "bot" ? <ChatText text={message.text} bookingUrl={bookingUrl} /> : message.text}
          </p>
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
                <button key={option.key} type="button" onClick={() => onChoose(option)}>
                  {option.label}
                </button>
              ))}
            </div>
          ) : null}
          {message.showContactOptions ? (
            <div className="chat__menu">
              <button type="button" onClick={() => onContact("Phone")}>
                Phone
              </button>
              <button type="button" onClick={() => onContact("Email")}>
                Email
              </button>
            </div>
          ) : null}
          {message.faqs ? <ChatFaq items={message.faqs} /> : null}
          {message.showMenuButton && message.isComplete ? (
            <button type="button" className="chat__text-button" onClick={onShowMenu}>
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
  );
}

function ChatFaq({ items }: { items: { question: string; answer: string }[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <ul className="chat__faq">
      {items.map((item, index) => (
        <li key={item.question}>
          <button
            type="button"
            aria-expanded={openIndex === index}
            onClick={() => setOpenIndex(openIndex === index ? null : index)}
          >
            {item.question}
          </button>
          {openIndex === index ? <p>{item.answer}</p> : null}
        </li>
      ))}
    </ul>
  );
}
