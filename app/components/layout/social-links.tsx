import { useSiteSettings } from "~/utils/settings";

/** Simple monogram glyphs: brand marks are not ours to redraw. */
const monograms = { facebook: "f", twitter: "X", instagram: "ig", linkedin: "in", youtube: "▶" } as const;

export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const { socials } = useSiteSettings();
  return (
    <ul className={className}>
      {socials.map((social) => (
        <li key={social.network}>
          {/* The name is text, not aria-label: a label that leaves out the visible "ig" fails WCAG 2.5.3. */}
          <a href={social.href} target="_blank" rel="noopener noreferrer">
            <span aria-hidden="true">{monograms[social.network]}</span>
            <span className="visually-hidden">{`${social.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
