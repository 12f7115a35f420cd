import { siteContent } from "./load-content.server";
import type { FaqItem } from "./types";

/** The general questions shown with the chat assistant (content/faqs.yaml, docs/product.md#chat). */
export const chatFaq: FaqItem[] = siteContent().chatFaq;

/** The passages Lexi quotes, in English, Spanish or French (README.md, "Translations"). Server-only. */
export { passagesIn, serviceSummaryIn, jobValueIn, type Language, type Passages } from "./passages.server";
