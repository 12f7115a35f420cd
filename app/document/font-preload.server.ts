// The heading face's one file (see `npm run font`), fingerprinted by the build like the stylesheet that names it.
import frauncesUrl from "~/styles/fraunces-heading-latin.woff2?url";

/** A `Link` header that asks the browser for the heading font with the HTML, before it has read the CSS. */
export const fontPreloadHeader = `<${frauncesUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
