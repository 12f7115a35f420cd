import { Link } from "react-router";
import { LinkCardGrid } from "~/components/cards";
import { ClaimBadge } from "~/components/claim-badge";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { IllustratedBanner } from "~/components/illustrated-banner";
import { Illustration } from "~/components/illustration";
import { SectionHead } from "~/components/page-banner";
import { ProofSection } from "~/components/proof-section";
import { illustrations } from "~/content/illustrations";
import { VideoModal } from "~/components/video-modal";
import { home } from "~/content/home";
import { roleCards, serviceListCards } from "~/content/cards";
import { proof } from "~/content/proof";
import { getSettings } from "~/config/site-settings.server";
import { pageMeta } from "~/seo/meta";
import type { Route } from "./+types/home";

export async function loader() {
  const settings = getSettings();
  return {
    bannerArt: illustrations.banners.home,
    home,
    proof,
    roleCards: roleCards(),
    serviceCards: serviceListCards(),
    bookingUrl: settings.bookingUrl,
    video: settings.video,
    teamArt: illustrations.banners.about,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, {
    title: data ? data.home.banner.heading : "Home",
    description: data?.home.metaDescription ?? "",
    path: "/",
  });

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { bannerArt, home, proof, roleCards, serviceCards, bookingUrl, video, teamArt } = loaderData;
  return (
    <>
      <IllustratedBanner
        kind="home"
        art={bannerArt}
        eyebrow={home.banner.badge}
        title={home.banner.heading}
        badge={<ClaimBadge claim={proof.claims.practiceAreas} />}
      >
        <p>{home.banner.text}</p>
        <p className="button-row">
          <ExternalLink href={bookingUrl} className="button button--gold">
            Book a Consultation
          </ExternalLink>
          <Link to="/roles" className="button button--light">
            See roles and pricing
          </Link>
        </p>
      </IllustratedBanner>

      <section className="section" aria-labelledby="about-teaser">
        <div className="container split">
          <div>
            <p className="eyebrow">About us</p>
            <h2 id="about-teaser">{home.aboutTeaser.heading}</h2>
            {home.aboutTeaser.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <Link to="/about" className="button">
              More about us
            </Link>
          </div>
          <div className="art-panel">
            <Illustration art={teamArt} />
            <ClaimBadge claim={proof.claims.experience} />
          </div>
        </div>
      </section>

      <section className="section section--mist" aria-labelledby="roles-heading">
        <div className="container">
          <SectionHead eyebrow="Roles" id="roles-heading" title={home.rolesIntro.heading} text={home.rolesIntro.text} />
          <LinkCardGrid cards={roleCards} className="grid grid--3" />
        </div>
      </section>

      <section className="section" aria-labelledby="services-heading">
        <div className="container">
          <SectionHead
            eyebrow="Services"
            id="services-heading"
            title={home.servicesIntro.heading}
            text={home.servicesIntro.text}
          />
          <LinkCardGrid cards={serviceCards} />
        </div>
      </section>

      <ProofSection proof={proof} id="proof-heading" />

      <section className="section section--navy" aria-labelledby="why-heading">
        <div className="container split">
          <div>
            <p className="eyebrow">Why choose us</p>
            <h2 id="why-heading">{home.whyChooseUs.heading}</h2>
            <p>{home.whyChooseUs.text}</p>
            <ul className="checklist">
              {home.whyChooseUs.points.map((point) => (
                <li key={point.title}>
                  <Icon name="CircleCheck" size={20} />
                  <span>
                    <strong>{point.title}.</strong> {point.text}
                  </span>
                </li>
              ))}
            </ul>
            <p>
              <Link to="/contact" className="button button--gold">
                Contact With Us
              </Link>
            </p>
          </div>
          <VideoModal
            src={video.src}
            poster={video.poster}
            captions={video.captions}
            title="How our remote legal teams work"
          />
        </div>
      </section>
    </>
  );
}
