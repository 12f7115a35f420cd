import { Icon } from "~/components/icon";
import { useSiteSettings } from "./use-site-settings";

/** The free-consultation call to action that ends every page (docs/product.md#layout). */
export function ConsultationCta() {
  const { phone } = useSiteSettings();
  return (
    <section className="consultation-cta" aria-labelledby="consultation-cta-title">
      <div className="container consultation-cta__inner">
        <div>
          <h2 id="consultation-cta-title">Book a Free Consultation</h2>
          <p>
            Tell us what your firm needs and we will match you with trained remote support. Call us at{" "}
            <a href={phone.href} className="consultation-cta__number">
              {phone.display}
            </a>
            .
          </p>
        </div>
        <a href={phone.href} className="button button--gold">
          <Icon name="Phone" size={18} /> Call Now
        </a>
      </div>
    </section>
  );
}
