// The heading face's one file (Latin, weight axis), fingerprinted by the build like the stylesheet that names it.
import frauncesUrl from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";

/** A `Link` header that asks the browser for the heading font with the HTML, before it has read the CSS. */
export const fontPreloadHeader = `<${frauncesUrl}>; rel=preload; as=font; type="font/woff2"; crossorigin`;
