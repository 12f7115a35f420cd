import { describe, expect, test } from "vitest";
import { converse, withAssistant } from "./assistant.fixture";

withAssistant();

// Decision 0143. Phrasings of spent set AE/AF conversations; each failed on cc455bc.
describe("two roles set side by side, and how a firm pays us", () => {
  test("'paralegal vs case coordinator - which one do i need' from a solo attorney compares the two roles", async () => {
    const [answer] = await converse("solo criminal defense here. paralegal vs case coordinator - which one do i need");
    expect(answer).toMatch(/Paralegal: /);
    expect(answer).toMatch(/Case Coordinator: /);
    expect(answer).not.toMatch(/Each posting lists its own requirements/);
  });

  test("'se paga con tarjeta o les mandan factura' is how a firm pays us (not published), not a salary", async () => {
    const [, paid] = await converse(
      "cuanto cuesta un paralegal?",
      "y se paga con tarjeta o les mandan factura mensual?",
    );
    expect(paid).toMatch(/no publica su ciclo de facturación ni sus condiciones de pago/);
    expect(paid).not.toMatch(/sueldo/);
  });
});
