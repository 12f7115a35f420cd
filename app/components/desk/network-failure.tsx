/**
 * What a desk page shows when its post never reached the server (the route's clientAction is
 * keepValuesOnNetworkFailure): the failure's words above the forms, every typed value left in
 * its field.
 */
export function NetworkFailure({ answer }: { answer: unknown }) {
  const text = failureText(answer);
  return text ? (
    <p className="desk-error" role="alert">
      {text}
    </p>
  ) : null;
}

function failureText(answer: unknown): string | null {
  if (!answer || typeof answer !== "object" || !("initialValue" in answer)) return null;
  return (answer as { error?: Record<string, string[] | undefined> }).error?.[""]?.[0] ?? null;
}
