import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * HydratedRouter's first render suspends until React Router has decoded the page's data, with no
 * Suspense boundary above it (it renders the whole document). In React 18 a tap or key press during
 * that suspension hydrates synchronously, meets the suspension, and the root fails ("Root did not
 * complete", error #345): the page never hydrates and the chat and the forms' enhancements are dead.
 * So the decoding is started and awaited before hydration: HydratedRouter throws the promise it
 * waits on before it calls any hook, and after it settles, its render creates the router at once.
 */
async function routerDataDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

void routerDataDecoded().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
