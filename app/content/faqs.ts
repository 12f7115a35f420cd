import { siteContent } from "./load-content.server";
import type { FaqItem } from "./types";

/** The general questions shown with the chat assistant (content/faqs.yaml, docs/product.md#chat). */
export const chatFaq: FaqItem[] = siteContent().chatFaq;
