/**
 * Posts a form the way a browser without JavaScript does: page first (for the spam-trap
 * timestamp), then the form. `pageFrom` fetches the page from another origin, as a load balancer
 * may send the two requests to different instances.
 */
export async function postForm(
  origin: string,
  path: string,
  fields: Record<string, string>,
  init: { headers?: Record<string, string>; pageFrom?: string } = {},
) {
  const page = await fetch((init.pageFrom ?? origin) + path, { headers: init.headers });
  const html = await page.text();
  const started =
    /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1] ??
    /value="([^"]+)"[^>]*name="form_started"/.exec(html)?.[1];
  const body = new URLSearchParams({ website_url: "", form_started: started ?? "", ...fields });
  return fetch(origin + path, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...init.headers },
  });
}

export async function postMultipart(
  origin: string,
  path: string,
  form: FormData,
  init: { headers?: Record<string, string> } = {},
) {
  const page = await fetch(origin + path, { headers: init.headers });
  const html = await page.text();
  const started =
    /name="form_started"[^>]*value="([^"]+)"/.exec(html)?.[1] ??
    /value="([^"]+)"[^>]*name="form_started"/.exec(html)?.[1];
  const full = new FormData();
  full.append("website_url", "");
  full.append("form_started", started ?? "");
  for (const [key, value] of form) full.append(key, value);
  return fetch(origin + path, { method: "POST", body: full, redirect: "manual", headers: init.headers });
}
