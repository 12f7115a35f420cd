import { NavLink, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { Icon } from "~/components/icon";
import { useSiteNavigation } from "./use-site-settings";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

export function SiteHeader() {
  const { navigation } = useSiteNavigation();
  return (
    <header className="site-header" data-sticky="false">
      <div className="container site-header__inner">
        <Logo />
        <nav className="main-nav" aria-label="Main">
          <ul className="main-nav__list">
            {navigation.map((item) => (
              <li key={item.href} className={item.children ? "main-nav__item has-submenu" : "main-nav__item"}>
                <NavLink to={item.href} end={item.href === "/"} className="main-nav__link">
                  {item.label}
                  {item.children ? <Icon name="ChevronDown" size={16} className="main-nav__caret" /> : null}
                </NavLink>
                {item.children ? (
                  <ul className="submenu" aria-label={`${item.label} pages`}>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink to={child.href}>{child.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <SearchForm place="header" />
          <NavLink to="/contact" className="button main-nav__contact">
            Contact
          </NavLink>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}

/** A <details> drawer: opens and closes without JavaScript; with it, closes on navigation and Escape. */
function MobileMenu() {
  const { navigation } = useSiteNavigation();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Closes after a navigation, not on hydration: a visitor may have opened it before JS arrived.
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    if (detailsRef.current) detailsRef.current.open = false;
  }, [location.key]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        details.open = false;
        details.querySelector("summary")?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <details className="mobile-menu" ref={detailsRef}>
      <summary className="mobile-menu__toggle" aria-label="Menu">
        <Icon name="Menu" size={26} className="mobile-menu__open-icon" />
        <Icon name="X" size={26} className="mobile-menu__close-icon" />
      </summary>
      <div className="mobile-menu__panel">
        <Logo />
        <SearchForm place="mobile" />
        <nav aria-label="Mobile">
          <ul className="mobile-menu__list">
            {navigation.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.href === "/"}>
                  {item.label}
                </NavLink>
                {item.children ? (
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <NavLink to={child.href}>{child.label}</NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
            <li>
              <NavLink to="/contact">Contact</NavLink>
            </li>
          </ul>
        </nav>
        <SocialLinks />
      </div>
    </details>
  );
}

/** The site search as a plain GET form to /search: it works the same with JavaScript off. */
function SearchForm({ place }: { place: "header" | "mobile" }) {
  return (
    <form method="get" action="/search" role="search" className={`search-form search-form--${place}`}>
      <input aria-label="Search the site" type="search" name="q" placeholder="Search here..." />
      <button type="submit" aria-label="Search">
        <Icon name="Search" size={18} />
      </button>
    </form>
  );
}
