import { Form } from "react-router";
import { Icon } from "./icon";

/**
 * The site search as a page's own field (the search page, the not-found page): a GET form to
 * /search that works the same with JavaScript off. The header has its own compact one. `landmark`
 * names the form where the header's search is a second one on the page.
 */
export function PageSearchForm({
  query,
  maxLength,
  landmark,
}: {
  query?: string;
  maxLength?: number;
  landmark?: string;
}) {
  return (
    <Form method="get" action="/search" role="search" aria-label={landmark} className="search-form search-form--page">
      <label className="visually-hidden" htmlFor="page-search">
        Search the site
      </label>
      <input
        id="page-search"
        type="search"
        name="q"
        defaultValue={query}
        placeholder="Search here..."
        maxLength={maxLength}
      />
      <button type="submit" aria-label="Search">
        <Icon name="Search" size={18} />
      </button>
    </Form>
  );
}
