import { rows } from "../support/database";
import { expect, hydrated, test } from "./fixtures";

const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
type Page = import("@playwright/test").Page;

/** Records and dismisses every window.alert the page raises. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  return alerts;
}

async function openChat(page: Page) {
  await page.getByRole("link", { name: "Chat with Lexi" }).click();
  return page.getByRole("dialog", { name: "Chat with Lexi" });
}

async function startAsNewVisitor(page: Page, email = unique("lead")) {
  await page.goto("/");
  await hydrated(page);
  const chat = await openChat(page);
  await chat.getByLabel("Name *").fill("Dana Reyes");
  await chat.getByLabel("Email *").fill(email);
  await chat.getByLabel("Company name").fill("Reyes Law");
  await chat.getByRole("button", { name: "Start chat" }).click();
  await expect(chat.getByText(/Hi Dana Reyes, I'm Lexi/)).toBeVisible();
  await expect(chat.getByText("Online")).toBeVisible();
  return { chat, email };
}

test("without JavaScript the chat button is a link to the contact page", async ({ page, js }) => {
  test.skip(js, "no-JS only");
  await page.goto("/");
  const launcher = page.getByRole("link", { name: "Chat with Lexi" });
  await expect(launcher).toHaveAttribute("href", "/contact");
  await launcher.click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "the widget needs JavaScript");

  test("the widget's code loads only when the visitor opens it", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("chat-widget")) chunks.push(r.url());
    });
    await page.goto("/");
    await hydrated(page);
    // Everything the page fetches on its own (modules, route discovery) has been fetched.
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    const chat = await openChat(page);
    await expect(chat).toBeVisible();
    expect(chunks).toHaveLength(1);
  });

  test("a new visitor gives name and e-mail (required), then gets the greeting and the menu", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const chat = await openChat(page);
    await expect(chat.getByLabel("Name *")).toBeFocused();
    await chat.getByRole("button", { name: "Start chat" }).click();
    await expect(chat.getByLabel("Name *")).toHaveJSProperty("validity.valueMissing", true);
    await chat.getByLabel("Name *").fill("Dana");
    await chat.getByLabel("Email *").fill("not-an-email");
    await chat.getByRole("button", { name: "Start chat" }).click();
    await expect(chat.getByText(/I'm Lexi/)).toHaveCount(0);

    const email = unique("new");
    await chat.getByLabel("Email *").fill(email);
    await chat.getByLabel("Phone number").fill("555-0110");
    await chat.getByRole("button", { name: "Start chat" }).click();
    await expect(chat.getByText(/Hi Dana, I'm Lexi/)).toBeVisible();
    for (const option of [
      "About us",
      "Practices we serve",
      "Our Services",
      "Tailored Roles",
      "Book a consultation",
      "FAQs",
      "Ask a question",
    ]) {
      await expect(chat.getByRole("button", { name: option })).toBeVisible();
    }
    const [lead] = rows<{ token: string; name: string; phone_number: string }>(
      "select * from chat_leads where email = ?",
      email,
    );
    expect(lead).toMatchObject({ name: "Dana", phone_number: "555-0110" });
    expect(
      await page.evaluate(() => [localStorage.getItem("lexi.leadSubmitted"), localStorage.getItem("lexi.userId")]),
    ).toEqual(["true", lead.token]);

    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(page.getByRole("link", { name: "Chat with Lexi" })).toBeFocused();
  });

  test("when the lead cannot be saved, the product's alert shows", async ({ page }) => {
    await page.route("**/api/chat/lead", (route) => route.abort("connectionrefused"));
    await page.goto("/");
    await hydrated(page);
    const chat = await openChat(page);
    await chat.getByLabel("Name *").fill("Dana");
    await chat.getByLabel("Email *").fill(unique("fail"));
    const alerts = collectAlerts(page);
    await chat.getByRole("button", { name: "Start chat" }).click();
    await expect.poll(() => alerts).toEqual(["There was an error submitting your information. Please try again."]);
    await expect(chat.getByLabel("Name *")).toHaveValue("Dana");
  });

  test("each menu option answers with links that navigate inside the site", async ({ page }) => {
    const { chat } = await startAsNewVisitor(page);
    const expectations: [string, string][] = [
      ["About us", "/about"],
      ["Practices we serve", "/internalguide"],
      ["Our Services", "/paralegal-service"],
      ["Tailored Roles", "/Case-Coordinator"],
    ];
    for (const [option, href] of expectations) {
      await chat.getByRole("button", { name: option }).last().click();
      await expect(chat.locator(`.chat__links a[href="${href}"]`).last()).toBeVisible();
      await chat.getByRole("button", { name: "Main Menu" }).last().click();
    }
    await chat.getByRole("button", { name: "Ask a question" }).last().click();
    await expect(chat.getByText(/Type your question below/)).toBeVisible();
    await chat.locator('.chat__links a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(chat).toBeVisible();
  });

  test("Book a consultation asks Phone or Email, updates the lead, and promises an answer within 24 business hours", async ({
    page,
  }) => {
    const { chat, email } = await startAsNewVisitor(page);
    await chat.getByRole("button", { name: "Book a consultation" }).click();
    await chat.getByRole("button", { name: "Email", exact: true }).click();
    await expect(chat.getByText(/passed your details to our team.*24 business hours/)).toBeVisible();
    await expect
      .poll(
        () =>
          rows<{ contact_method: string }>("select contact_method from chat_leads where email = ?", email)[0]
            ?.contact_method,
      )
      .toBe("Email");

    // The promise stands even when the update fails.
    await page.route("**/api/chat/lead/*/", (route) => route.fulfill({ status: 500, body: "down" }));
    await chat.getByRole("button", { name: "Main Menu" }).last().click();
    await chat.getByRole("button", { name: "Book a consultation" }).last().click();
    await chat.getByRole("button", { name: "Phone", exact: true }).click();
    await expect(chat.getByText(/by phone within 24 business hours/)).toBeVisible();
  });

  test("FAQs: five questions, one open at a time, a click toggles", async ({ page }) => {
    const { chat } = await startAsNewVisitor(page);
    await chat.getByRole("button", { name: "FAQs" }).click();
    const questions = chat.locator(".chat__faq button");
    await expect(questions).toHaveCount(5);
    await questions.nth(0).click();
    await expect(chat.locator(".chat__faq p")).toHaveCount(1);
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(1).click();
    await expect(chat.locator(".chat__faq p")).toHaveCount(0);
  });

  test("a free question streams its answer with a typing indicator, then Main Menu; whitespace is not sent", async ({
    page,
  }) => {
    const { chat, email } = await startAsNewVisitor(page);
    await chat.getByRole("button", { name: "Ask a question" }).click();
    const input = chat.getByRole("textbox", { name: "Your question" });
    const before = await chat.locator(".chat__message--user").count();
    await input.fill("   ");
    await input.press("Enter");
    await expect(chat.locator(".chat__message--user")).toHaveCount(before);

    // The indicator may come and go between two polls when the answer is quick: the page records it being added.
    await page.evaluate(() => {
      const seen = window as unknown as { sawTyping: boolean };
      seen.sawTyping = false;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches(".chat__typing") || node.querySelector(".chat__typing")))
              seen.sawTyping = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await input.fill("What is the multilingual rate for a Legal Admin?");
    await input.press("Enter");
    const answer = chat.locator(".chat__message--bot:not(.chat__typing)").last();
    await expect(answer).toContainText("$18", { timeout: 10_000 });
    await expect(answer).toHaveAttribute("data-complete", "true");
    expect(await page.evaluate(() => (window as unknown as { sawTyping: boolean }).sawTyping)).toBe(true);
    await expect(answer.getByRole("button", { name: "Main Menu" })).toBeVisible();
    await expect(chat.locator(".chat__typing")).toHaveCount(0);
    const lead = rows<{ id: number }>("select id from chat_leads where email = ?", email)[0];
    await expect
      .poll(() =>
        rows<{ sender: string }>("select sender from chat_messages where lead_id = ? order by id", lead.id).map(
          (r) => r.sender,
        ),
      )
      .toEqual(["user", "bot"]);
  });

  test("on a slow connection the menu may arrive after the lead is made: the greeting still comes", async ({
    page,
  }) => {
    let leadMade!: () => void;
    const afterLead = new Promise<void>((resolve) => (leadMade = resolve));
    await page.route(/\/api\/chat\/menu/, async (route) => {
      await afterLead;
      await route.continue();
    });
    page.on("response", (response) => {
      if (response.url().endsWith("/api/chat/lead")) leadMade();
    });
    await startAsNewVisitor(page);
  });

  test("the menu may arrive while the lead is being made: the greeting still comes", async ({ page }) => {
    // The page notes when it has read the menu's answer (its own code reads it in the same turn).
    await page.addInitScript(() => {
      const json = Response.prototype.json;
      Response.prototype.json = function (this: Response) {
        const read = json.call(this);
        if (this.url.includes("/api/chat/menu"))
          void read.then(() => queueMicrotask(() => Object.assign(window, { menuRead: true })));
        return read;
      };
    });
    let leadSent!: () => void;
    const leadRequested = new Promise<void>((resolve) => (leadSent = resolve));
    let menuRead!: () => void;
    const menuInPage = new Promise<void>((resolve) => (menuRead = resolve));
    await page.route(/\/api\/chat\/menu/, async (route) => {
      await leadRequested;
      await route.continue();
    });
    await page.route(/\/api\/chat\/lead$/, async (route) => {
      leadSent();
      await menuInPage;
      await route.continue();
    });
    await page.goto("/");
    await hydrated(page);
    const chat = await openChat(page);
    await chat.getByLabel("Name *").fill("Dana Reyes");
    await chat.getByLabel("Email *").fill(unique("lead"));
    await chat.getByRole("button", { name: "Start chat" }).click();
    await page.waitForFunction(() => (window as unknown as { menuRead?: boolean }).menuRead === true);
    menuRead();
    await expect(chat.getByText(/Hi Dana Reyes, I'm Lexi/)).toBeVisible();
    await expect(chat.getByRole("button", { name: "About us" })).toBeVisible();
  });

  test("a returning visitor skips the form and is welcomed back; New Chat resets to greeting and menu", async ({
    page,
  }) => {
    const { chat } = await startAsNewVisitor(page);
    await chat.getByRole("button", { name: "About us" }).click();
    await page.reload();
    await hydrated(page);
    const again = await openChat(page);
    await expect(again.getByText("Welcome back, Dana Reyes! How can I help you today?")).toBeVisible();
    await expect(again.getByLabel("Name *")).toHaveCount(0);
    await again.getByRole("button", { name: "About us" }).click();
    await again.getByRole("button", { name: "New Chat" }).click();
    await expect(again.locator(".chat__message")).toHaveCount(2);
    await expect(again.getByRole("button", { name: "Ask a question" })).toBeVisible();
  });

  test("when the socket drops, a message is not sent, the visitor sees the reconnection, and chat resumes", async ({
    page,
  }) => {
    let connections = 0;
    const sockets: import("@playwright/test").WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws\/chat/, (ws) => {
      connections++;
      sockets.push(ws);
      ws.connectToServer();
    });
    const { chat } = await startAsNewVisitor(page);
    await expect.poll(() => connections).toBe(1);
    await sockets[0].close();
    await expect(chat.locator(".chat__status")).toHaveText(/Reconnecting…|Connecting…/);
    await expect(chat.getByText("I'm connected again. Ask away!")).toBeVisible({ timeout: 10_000 });
    expect(connections).toBe(2);
    const input = chat.getByRole("textbox", { name: "Your question" });
    await input.fill("Where are your offices?");
    await input.press("Enter");
    await expect(chat.locator(".chat__message--bot").last()).toContainText("Jamaica", { timeout: 10_000 });
  });

  test("voice input without browser support shows the product's alert", async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as Window & { SpeechRecognition?: unknown }).SpeechRecognition;
      delete (window as Window & { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
    });
    const { chat } = await startAsNewVisitor(page);
    const alerts = collectAlerts(page);
    await chat.getByRole("button", { name: "Speak your question" }).click();
    await expect.poll(() => alerts).toEqual(["Speech recognition is not supported in this browser."]);
  });
});
