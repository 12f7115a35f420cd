import { useNavigation } from "react-router";

const serviceLists = ["/paralegal-service", "/contract-life-cycle-management", "/document-review", "/admin-supports"];

function loadingText(pathname: string): string {
  const path = pathname.toLowerCase();
  if (serviceLists.includes(path)) return "Loading services...";
  if (path === "/blog") return "Loading blogs...";
  return "Loading...";
}

/** While a client-side navigation loads: a thin progress bar and the loading text of docs/product.md#texts for screen readers. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location && !navigation.formMethod;
  return (
    <div className="nav-progress" data-active={loading ? "true" : "false"} role="status" aria-live="polite">
      <span className="visually-hidden">{loading ? loadingText(navigation.location!.pathname) : ""}</span>
    </div>
  );
}
