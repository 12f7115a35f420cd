import { siteContent } from "./load-content.server";
import type { Illustrations } from "./types";

/** The drawings each page type's banner and each practice-area benefit show (content/illustrations.yaml). */
export const illustrations: Illustrations = siteContent().illustrations;
