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

export interface BlogListItem {
  id: number;
  title: string;
  imageUrl: string;
  summary: string;
}

export interface BlogPost {
  id: number;
  title: string;
  imageUrl: string;
  bodyHtml: string;
  summary: string;
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
}
