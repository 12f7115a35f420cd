/** The top banner of a page: optional eyebrow line, the page's one h1, text and actions. */
export function PageBanner({
  eyebrow,
  title,
  children,
  art,
  compact = false,
}: {
  eyebrow?: string;
  title: string;
  children?: React.ReactNode;
  art?: React.ReactNode;
  compact?: boolean;
}) {
  return (
    <section className={compact ? "banner banner--compact" : "banner"}>
      <div className={art ? "container banner__grid" : "container"}>
        <div>
          {eyebrow ? <p className="eyebrow fade-up">{eyebrow}</p> : null}
          <h1 className="fade-up">{title}</h1>
          <div className="fade-up fade-up--400">{children}</div>
        </div>
        {art ? <div className="banner__art fade-up fade-up--600">{art}</div> : null}
      </div>
    </section>
  );
}

export function SectionHead({
  eyebrow,
  title,
  text,
  id,
}: {
  eyebrow?: string;
  title: string;
  text?: string;
  id?: string;
}) {
  return (
    <div className="section-head">
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h2 id={id}>{title}</h2>
      {text ? <p className="lead">{text}</p> : null}
    </div>
  );
}
