import { redirect } from "react-router";

/** /CareerNew and /CareerNewDetails were unused static screens; their address now leads to /Career. */
export async function loader() {
  return redirect("/Career", 301);
}
