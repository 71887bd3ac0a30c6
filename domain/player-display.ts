// Small display helpers for players: prices, transfer trend, form colour (spec §9).
import { currentLocale } from "./locale.ts";
import { FALLING_NET_TRANSFERS, FORM_GREEN_MIN, FORM_YELLOW_MIN, HOT_PICK_NET_TRANSFERS } from "./constants.ts";

/** 60 -> "6.0" (tenths of a million to £m with one decimal, no currency sign). */
export function formatMillions(tenths: number): string {
  return (tenths / 10).toFixed(1);
}

/** 60 -> "£6.0m" for an English reader, "6,0 M£" for a French one. */
export function formatPrice(tenths: number): string {
  return currentLocale() === "fr-FR" ? `${formatMillions(tenths).replace(".", ",")} M£` : `£${formatMillions(tenths)}m`;
}

/** 85.5 (£m) -> 855 (tenths). Rounds away float noise such as 85.3 * 10 = 852.9999. */
export function millionsToTenths(millions: number): number {
  return Math.round(millions * 10);
}

/** 855 (tenths) -> 85.5 (£m). */
export function tenthsToMillions(tenths: number): number {
  return tenths / 10;
}

/** Points per £1m of price, the picker's "value" (spec: the builder sorts by points per price). */
export function pointsPerMillion(points: number, priceTenths: number): number {
  return priceTenths > 0 ? points / tenthsToMillions(priceTenths) : 0;
}

export type TransferTrend = "Hot Pick" | "Rising" | "Falling" | "Stable";

/** Trend from net transfers (in minus out): > 10000 Hot Pick, > 0 Rising, < -10000 Falling, else Stable. */
export function transferTrend(transfersIn: number, transfersOut: number): TransferTrend {
  const net = transfersIn - transfersOut;
  if (net > HOT_PICK_NET_TRANSFERS) return "Hot Pick";
  if (net > 0) return "Rising";
  if (net < FALLING_NET_TRANSFERS) return "Falling";
  return "Stable";
}

export type FormColour = "green" | "yellow" | "red";

/** Form 6 or more green, 4 or more yellow, else red. FPL sends form as a string ("4.2"). */
export function formColour(form: number | string | null | undefined): FormColour {
  const value = typeof form === "string" ? Number.parseFloat(form) : (form ?? Number.NaN);
  if (Number.isNaN(value)) return "red";
  if (value >= FORM_GREEN_MIN) return "green";
  if (value >= FORM_YELLOW_MIN) return "yellow";
  return "red";
}
