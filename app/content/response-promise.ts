/**
 * The one promise of when the team answers a visitor, as the product states it (docs/product.md,
 * "Chat": a reply within 24 business hours). Every page, e-mail and chat message that makes the
 * promise says it with these words; content/assistant/contact-facts.yaml says the same in Lexi's
 * three languages.
 */
export const RESPONSE_PROMISE = "within 24 business hours";
