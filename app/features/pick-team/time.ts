/** 'Sat 27 Dec 16:00' (en-GB, the spec's deadline format). */
export function formatKickoff(iso: string | number) {
  return new Date(iso).toLocaleString("en-GB", { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });
}

/** Hours under 24 h, else days (spec game.md §9). */
export function timeLeft(deadline: string | number, now: number) {
  const ms = new Date(deadline).getTime() - now;
  if (ms <= 0) return "Deadline passed";
  const hours = ms / 3_600_000;
  if (hours < 24) {
    const h = Math.floor(hours);
    const m = Math.floor((ms % 3_600_000) / 60_000);
    return h > 0 ? `${h}h ${m}m left` : `${m} min left`;
  }
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? "" : "s"} ${Math.floor(hours % 24)}h left`;
}
