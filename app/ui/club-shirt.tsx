// Club shirts drawn in the club's colours (inline SVG, no image to load), club tiles with
// readable text, and the player's face: the official photo where the app may load it
// (production), with the shirt as the fallback (local data, offline, a missing photo).
import { createContext, useContext, useEffect, useRef, useState, type CSSProperties } from "react";
import { clubColours, KEEPER_SHIRT } from "../../domain/club-colours";

/** Whether official player photos may be loaded (off on local data: no network needed). */
export const PhotosContext = createContext(false);

const BODY = "M12 5 L16 4 Q20 8.5 24 4 L28 5 L28 36 Q20 37.5 12 36 Z";
const OUTLINE = "rgba(0,0,0,0.45)";

/**
 * The shirt's drawing, once per document (the root layout renders it): every shirt is a `<use>`
 * of it in its club's colours, passed as CSS variables, so a squad of 15 costs 15 short tags.
 */
export function ShirtSprite() {
  return (
    <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="shirt-body">
          <path d={BODY} />
        </clipPath>
        <symbol id="club-shirt" viewBox="0 0 40 40">
          <g stroke={OUTLINE} strokeWidth="0.8" strokeLinejoin="round">
            <path d="M12 5 L3 11 L7 19 L12 16 Z" style={{ fill: "var(--sleeves)" }} />
            <path d="M28 5 L37 11 L33 19 L28 16 Z" style={{ fill: "var(--sleeves)" }} />
            <path d={BODY} style={{ fill: "var(--body)" }} />
          </g>
          <g clipPath="url(#shirt-body)" style={{ fill: "var(--stripes, none)" }}>
            <rect x="14" y="0" width="3" height="40" />
            <rect x="18.5" y="0" width="3" height="40" />
            <rect x="23" y="0" width="3" height="40" />
          </g>
          <path d={BODY} fill="none" strokeWidth="0.8" style={{ stroke: "var(--stripes-outline, none)" }} />
          <path d="M16 4 Q20 8.5 24 4" fill="none" strokeWidth="1.4" style={{ stroke: "var(--collar)" }} />
        </symbol>
      </defs>
    </svg>
  );
}

export function ClubShirt({ team, keeper = false, size = 44, className = "" }: { team: string; keeper?: boolean; size?: number; className?: string }) {
  const c = clubColours(team);
  const body = keeper ? KEEPER_SHIRT.body : c.body;
  const sleeves = keeper ? KEEPER_SHIRT.sleeves : c.sleeves;
  const stripes = keeper ? null : c.stripes;
  const colours = {
    "--body": body,
    "--sleeves": sleeves,
    "--collar": keeper ? "#0b3d22" : sleeves === body ? "rgba(0,0,0,0.5)" : sleeves,
    ...(stripes ? { "--stripes": stripes, "--stripes-outline": OUTLINE } : {}),
  } as CSSProperties;
  return (
    <svg className={className ? `club-shirt ${className}` : "club-shirt"} viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" style={colours}>
      <use href="#club-shirt" />
    </svg>
  );
}

/** The club's short code on its colours (text contrast checked in domain/club-colours.test.ts). */
export function ClubTile({ team, className = "" }: { team: string; className?: string }) {
  const c = clubColours(team);
  return (
    <span className={`club-tile ${className}`} style={{ background: c.tile, color: c.ink }} aria-hidden="true">
      {team}
    </span>
  );
}

const photoUrl = (photo: string) => `https://resources.premierleague.com/premierleague/photos/players/110x140/p${photo.replace(/\.\w+$/, "")}.png`;

/** The official photo where allowed and loadable, else the club shirt. */
export function PlayerFace({ team, photo, keeper, size = 44 }: { team: string; photo?: string; keeper: boolean; size?: number }) {
  const photos = useContext(PhotosContext);
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // An error before hydration is not seen by React: check the image once mounted.
  useEffect(() => {
    if (img.current?.complete && img.current.naturalWidth === 0) setFailed(true);
  }, []);
  if (!photos || !photo || failed) return <ClubShirt team={team} keeper={keeper} size={size} />;
  return <img ref={img} className="player-photo" src={photoUrl(photo)} alt="" width={size} height={Math.round(size * 1.27)} loading="lazy" onError={() => setFailed(true)} />;
}

/** A player's name on a pitch card: it may break after "." or "-" ("B." / "Fernandes"), never mid-word. */
export function PitchName({ name }: { name: string }) {
  const parts = name.split(/(?<=[.-])/);
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </>
  );
}
