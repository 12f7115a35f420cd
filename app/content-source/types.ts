/** Content shapes the pages receive, whichever source served them. HTML fields are sanitised. */
export interface ServiceCard {
  title: string;
  definition: string;
  iconUrl: string;
}

export interface ServiceListItem {
  name: string;
  summary: string;
  /** /services/{slug}, or "#" when the name matches no catalogue entry. */
  href: string;
}

export interface ServiceDetail {
  slug: string;
  name: string;
  descriptionHtml: string;
  metaTitle: string;
  metaDescription: string;
  first: { heading: string; cards: ServiceCard[] };
  second: { heading: string; descriptionHtml: string; cards: ServiceCard[] };
  third: { heading: string; descriptionHtml: string; cards: ServiceCard[] };
  closing: { heading: string; text: string };
}

/** A post's cover: re-encoded widths (`srcset`) with the image's own dimensions, or one file. */
export interface CoverImage {
  src: string;
  srcset: string | null;
  width: number;
  height: number;
  alt: string;
}

export interface BlogListItem {
  id: number;
  title: string;
  /** The cover as a link for other sites (og:image, structured data); `cover.src` may be the picture inlined. */
  imageUrl: string;
  summary: string;
  cover: CoverImage;
  /** YYYY-MM-DD, when the source gives one. */
  publishedAt: string | null;
  author: string | null;
  /** ISO time of the last change, when the source gives one. */
  updatedAt: string | null;
}

export interface BlogPost extends BlogListItem {
  bodyHtml: string;
}

export interface JobOpening {
  id: number;
  slug: string;
  name: string;
  summaryHtml: string;
  tags: string[];
  price1: number | null;
  price2: number | null;
  validity: string | null;
  location: string | null;
  employmentType: string | null;
  position: string | null;
  descriptionHtml: string;
  /** Closed by staff or past its closing date: off the list, its page answers 410, no new applications. */
  closed: boolean;
  /** YYYY-MM-DD it was published, when the source gives one. */
  datePosted: string | null;
  /** ISO time of the last change, when the source gives one. */
  updatedAt: string | null;
}
