const LEAD_ERROR = "There was an error submitting your information. Please try again.";

/**
 * "Introduce yourself": creates the chat lead (POST {apiBase}/lead) and hands its token and the
 * visitor's name to `onLead`. Tells the visitor itself when it fails.
 */
export function ChatLeadForm({
  apiBase,
  onLead,
}: {
  apiBase: string;
  onLead: (lead: { token: string; name: string }) => void;
}) {
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      ["name", "email", "phone_number", "company_name"].map((k) => [k, String(form.get(k) ?? "").trim()]),
    );
    try {
      const response = await fetch(`${apiBase}/lead`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`lead ${response.status}`);
      // The lead's token: the only name this browser has for it.
      const { id } = (await response.json()) as { id: string };
      onLead({ token: String(id), name: body.name });
    } catch (error) {
      console.error("chat lead:", error);
      window.alert(LEAD_ERROR);
    }
  }

  return (
    <form className="chat__lead" onSubmit={(event) => void submit(event)} aria-label="Introduce yourself">
      <p>Before we start, please tell us who you are so our team can follow up.</p>
      <label>
        Name *
        <input name="name" required maxLength={200} autoComplete="name" />
      </label>
      <label>
        Email *
        <input name="email" type="email" required maxLength={254} autoComplete="email" />
      </label>
      <label>
        Phone number
        <input name="phone_number" type="tel" maxLength={50} autoComplete="tel" />
      </label>
      <label>
        Company name
        <input name="company_name" maxLength={200} autoComplete="organization" />
      </label>
      <button type="submit" className="button">
        Start chat
      </button>
    </form>
  );
}
