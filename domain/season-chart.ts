// The profile's season chart (community.md, "Profile"): pure geometry for the inline SVG. Its own
// module, free of the profile's zod schemas, so that the profile screen's code loads no zod
// (decision 028, a lean first load).

/**
 * The season chart's geometry: one point per gameweek the user played, x by gameweek,
 * y by points (higher is up) and by rank (1 is up). Pure, for the inline SVG.
 */
export function seasonChart(rows: readonly { gameweek: number; points: number; rank: number | null }[], width = 320, height = 120, pad = 8) {
  const sorted = [...rows].sort((a, b) => a.gameweek - b.gameweek);
  const maxPoints = Math.max(1, ...sorted.map((r) => r.points));
  const ranks = sorted.map((r) => r.rank).filter((r): r is number => r !== null);
  const worstRank = Math.max(1, ...ranks);
  const first = sorted[0]?.gameweek ?? 1;
  const last = sorted[sorted.length - 1]?.gameweek ?? 1;
  const x = (gw: number) => (last === first ? width / 2 : pad + ((gw - first) / (last - first)) * (width - 2 * pad));
  const yPoints = (p: number) => height - pad - (p / maxPoints) * (height - 2 * pad);
  const yRank = (r: number) => (worstRank === 1 ? pad : pad + ((r - 1) / (worstRank - 1)) * (height - 2 * pad));
  const round = (n: number) => Math.round(n * 10) / 10;
  const path = (pts: { x: number; y: number }[]) => pts.map((p, i) => `${i ? "L" : "M"}${round(p.x)} ${round(p.y)}`).join(" ");
  const pointsLine = sorted.map((r) => ({ x: x(r.gameweek), y: yPoints(r.points) }));
  const rankLine = sorted.filter((r) => r.rank !== null).map((r) => ({ x: x(r.gameweek), y: yRank(r.rank!) }));
  return { width, height, maxPoints, worstRank, pointsPath: path(pointsLine), rankPath: path(rankLine), pointsDots: pointsLine.map((p) => ({ x: round(p.x), y: round(p.y) })) };
}
