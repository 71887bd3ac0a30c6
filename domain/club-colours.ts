// The clubs' colours, one home for every screen: the drawn shirt (body, sleeves, stripes) and
// the club tile (a short code on a coloured tile), whose ink meets WCAG AA on its background
// (club-colours.test.ts checks every club).
import { contrastRatio } from "./contrast.ts";

export type ClubColours = {
  /** Shirt body. */
  body: string;
  /** Sleeves and collar. */
  sleeves: string;
  /** Vertical stripes over the body, in this colour (null: plain shirt). */
  stripes: string | null;
  /** The club tile: background and text. */
  tile: string;
  ink: string;
};

export const CLUB_COLOURS: Record<string, ClubColours> = {
  ARS: { body: "#ef0107", sleeves: "#ffffff", stripes: null, tile: "#c8000a", ink: "#ffffff" },
  AVL: { body: "#670e36", sleeves: "#95bfe5", stripes: null, tile: "#670e36", ink: "#ffffff" },
  BUR: { body: "#6c1d45", sleeves: "#99d6ea", stripes: null, tile: "#6c1d45", ink: "#ffffff" },
  BOU: { body: "#da291c", sleeves: "#111111", stripes: "#111111", tile: "#b50e12", ink: "#ffffff" },
  BRE: { body: "#e30613", sleeves: "#e30613", stripes: "#ffffff", tile: "#c00510", ink: "#ffffff" },
  BHA: { body: "#0057b8", sleeves: "#0057b8", stripes: "#ffffff", tile: "#0057b8", ink: "#ffffff" },
  CHE: { body: "#034694", sleeves: "#034694", stripes: null, tile: "#034694", ink: "#ffffff" },
  CRY: { body: "#1b458f", sleeves: "#1b458f", stripes: "#c4122e", tile: "#1b458f", ink: "#ffffff" },
  EVE: { body: "#003399", sleeves: "#003399", stripes: null, tile: "#003399", ink: "#ffffff" },
  FUL: { body: "#ffffff", sleeves: "#ffffff", stripes: null, tile: "#000000", ink: "#ffffff" },
  LEE: { body: "#ffffff", sleeves: "#ffffff", stripes: null, tile: "#1d428a", ink: "#ffffff" },
  LIV: { body: "#c8102e", sleeves: "#c8102e", stripes: null, tile: "#c8102e", ink: "#ffffff" },
  MCI: { body: "#6cabdd", sleeves: "#6cabdd", stripes: null, tile: "#6cabdd", ink: "#1c2c5b" },
  MUN: { body: "#da291c", sleeves: "#da291c", stripes: null, tile: "#b8170d", ink: "#ffffff" },
  NEW: { body: "#241f20", sleeves: "#241f20", stripes: "#ffffff", tile: "#241f20", ink: "#ffffff" },
  NFO: { body: "#dd0000", sleeves: "#dd0000", stripes: null, tile: "#c00000", ink: "#ffffff" },
  SUN: { body: "#eb172b", sleeves: "#eb172b", stripes: "#ffffff", tile: "#c0101f", ink: "#ffffff" },
  TOT: { body: "#ffffff", sleeves: "#ffffff", stripes: null, tile: "#132257", ink: "#ffffff" },
  WHU: { body: "#7a263a", sleeves: "#1bb1e7", stripes: null, tile: "#7a263a", ink: "#ffffff" },
  WOL: { body: "#fdb913", sleeves: "#231f20", stripes: null, tile: "#fdb913", ink: "#231f20" },
};

/** A club the table does not know (or a player no longer in the game): grey. */
export const UNKNOWN_CLUB: ClubColours = { body: "#d6ded8", sleeves: "#d6ded8", stripes: null, tile: "#4a4f4c", ink: "#ffffff" };

/** Goalkeepers wear their own shirt, as in the official game. */
export const KEEPER_SHIRT = { body: "#2fbf71", sleeves: "#1b7a46" } as const;

export function clubColours(shortName: string): ClubColours {
  return CLUB_COLOURS[shortName.toUpperCase()] ?? UNKNOWN_CLUB;
}

/** The tile's text contrast (WCAG): at least 4.5 for every club. */
export function tileContrast(c: ClubColours): number {
  return contrastRatio(c.tile, c.ink);
}
