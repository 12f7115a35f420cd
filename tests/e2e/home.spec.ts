import { expect, hydrated, test, afterNextFrames } from "./fixtures";

test("home: banner with the external consultation link, about teaser, roles and services", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const book = page.getByRole("link", { name: /Book a Consultation/ });
  await expect(book).toHaveAttribute("href", "https://booking.northbridge-lpo.example/consultation");
  await expect(book).toHaveAttribute("target", "_blank");
  await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "More about us" })).toHaveAttribute("href", "/about");

  const roles = page.locator("section[aria-labelledby='roles-heading'] .card");
  await expect(roles).toHaveCount(6);
  const roleHrefs = await roles.locator("h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(roleHrefs).toEqual([
    "/Case-Coordinator",
    "/Case-Manager",
    "/Paralegal-Role",
    "/Secretary-Receptionist",
    "/Legal-Admin",
    "/Intake-Specialist",
  ]);

  const services = page.locator("section[aria-labelledby='services-heading'] .card");
  await expect(services).toHaveCount(4);
  const serviceHrefs = await services.locator("h3 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(serviceHrefs).toEqual([
    "/paralegal-service",
    "/contract-life-cycle-management",
    "/document-review",
    "/admin-supports",
  ]);

  await expect(page.getByRole("link", { name: "Contact With Us" })).toHaveAttribute("href", "/contact");
  await expect(page.locator(".consultation-cta").getByRole("link", { name: "Call Now" })).toHaveAttribute(
    "href",
    "tel:+13055550142",
  );
});

test("every image on home has alt text and fixed dimensions", async ({ page, js }) => {
  test.skip(!js, "the same HTML with JavaScript off; checked once");
  await page.goto("/");
  const images = await page.locator("img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      alt: img.getAttribute("alt"),
      w: img.getAttribute("width"),
      h: img.getAttribute("height"),
    })),
  );
  for (const image of images) {
    expect(image.alt).not.toBeNull();
    expect(Number(image.w)).toBeGreaterThan(0);
    expect(Number(image.h)).toBeGreaterThan(0);
  }
});

test("the Why Choose Us video opens in a modal only on play, and closes on Escape, outside click and the close control", async ({
  page,
  js,
}) => {
  const videoRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/why-choose-us.webm")) videoRequests.push(request.url());
  });
  await page.goto("/");
  const play = page.getByRole("link", { name: /Play video/ });
  if (!js) {
    // Without JavaScript the play button is a link to the file itself.
    await expect(play).toHaveAttribute("href", "/media/why-choose-us.webm");
    expect(videoRequests).toHaveLength(0);
    const response = await page.request.get("/media/why-choose-us.webm");
    expect(response.status()).toBe(200);
    return;
  }
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await afterNextFrames(page);
  await page.waitForLoadState("networkidle");
  expect(videoRequests).toHaveLength(0);

  const dialog = page.getByRole("dialog");
  await play.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("video source")).toHaveAttribute("src", "/media/why-choose-us.webm");
  await expect(dialog.locator("video")).toContainText("Your browser does not support the video tag.");
  await expect.poll(() => videoRequests.length).toBeGreaterThan(0);
  // Captions are on, fetched as the film opens (not with the page).
  await expect
    .poll(() => page.locator(".video-dialog video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode))
    .toBe("showing");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();

  await play.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await play.click();
  await dialog.getByRole("button", { name: "Close video" }).click();
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();
  // Closing stops the film; it stays in the page (captions and all) for the next play.
  await expect
    .poll(() => page.locator(".video-dialog video").evaluate((video: HTMLVideoElement) => video.paused))
    .toBe(true);
});
