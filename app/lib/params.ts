/** A whole number from a query parameter, clamped to min..max; `fallback` when absent or invalid. */
export function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? Number.NaN : Number.parseInt(value, 10);
  if (!Number.isFinite(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}
