const usd = (n: number | null) => `$${n == null ? 0 : n.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;

/** "$700 - $1,100" in USD per month; "$0 - $0" when the job gives none. */
export function formatSalary(price1: number | null, price2: number | null): string {
  return `${usd(price1)} - ${usd(price2)}`;
}

export function orFallback(value: string | null | undefined, fallback = "N/A"): string {
  return value && value.trim() ? value : fallback;
}
