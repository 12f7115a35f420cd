import { Link } from "react-router";
import { useSiteSettings } from "./use-site-settings";

export function Logo() {
  const { brand } = useSiteSettings();
  return (
    <Link to="/" className="logo" aria-label={`${brand} home`}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="#0b2545" />
        <path
          d="M18 8v20M11 28h14M9 14h18M9 14l-3 7a3 3 0 0 0 6 0l-3-7m18 0-3 7a3 3 0 0 0 6 0l-3-7"
          stroke="#e0a100"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo__text">{brand}</span>
    </Link>
  );
}
