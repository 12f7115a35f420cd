import { useSiteSettings } from "~/utils/settings";

/** Simple monogram glyphs: brand marks are not ours to redraw. */
const monograms = { facebook: "f", twitter: "X", instagram: "ig", linkedin: "in", youtube: "▶" } as const;

export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const { socials } = useSiteSettings();
  return (
    <ul className={className}>
      {socials.map((social) => (
        <li key={social.network}>
          <a href={social.href} target="_blank" rel="noopener noreferrer" aria-label={`${social.label} (opens in a new tab)`}>
            <span aria-hidden="true">{monograms[social.network]}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
