import { Link } from "react-router";
import type { LinkCardData } from "~/components/cards";
import { Icon } from "~/components/icon";
import { TitleText } from "~/components/title-text";

/**
 * The practice areas as a directory (the hub at /internalguide): a few groups, each a heading, a
 * line saying what its areas share, and its areas as a list of links with one line each, so a
 * visitor finds their field by kind rather than scanning 26 identical cards.
 */
export function PracticeDirectory({ groups }: { groups: { title: string; text: string; areas: LinkCardData[] }[] }) {
  return (
    <div className="directory">
      {groups.map((group) => (
        <section key={group.title} className="directory__group" aria-label={group.title}>
          <h3>{group.title}</h3>
          <p className="directory__text">{group.text}</p>
          <ul className="directory__list">
            {group.areas.map((area) => (
              <li key={area.href} className="directory__item">
                {area.icon ? <Icon name={area.icon} size={22} /> : null}
                <div>
                  <Link to={area.href} className="directory__link">
                    <TitleText>{area.title}</TitleText>
                  </Link>
                  <p>{area.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
