import { Icon } from "~/components/icon";
import { useSiteSettings } from "./use-site-settings";

/** The networks' marks (simple-icons, served in the icon sprite; LinkedIn's is a monogram). */
export function SocialLinks({ className = "social-links" }: { className?: string }) {
  const { socials } = useSiteSettings();
  return (
    <ul className={className}>
      {socials.map((social) => (
        <li key={social.network}>
          <a href={social.href} target="_blank" rel="noopener noreferrer">
            <Icon name={`brand-${social.network}`} size={18} />
            <span className="visually-hidden">{`${social.label} (opens in a new tab)`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
