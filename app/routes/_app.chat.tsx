import { pageMeta } from "../lib/meta";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Placeholder } from "../ui/placeholder";
import { useRealtime } from "../features/realtime/realtime";
import { SectionErrorBoundary } from "../ui/route-error";

export const meta: MetaFunction = () => pageMeta("Chat");

/** Rooms and messages arrive with the chat release; the live connection and presence are real now. */
export default function ChatPage() {
  const { status, online } = useRealtime();
  return (
    <Placeholder section="Chat">
      <div className="realtime-status">
        <span className={`status-badge ${status}`} data-testid="realtime-status">
          {status === "online" ? "ONLINE" : "OFFLINE"}
        </span>
        <span>
          {online.length} manager{online.length === 1 ? "" : "s"} connected
          {online.length > 0 ? `: ${online.map((u) => u.username).join(", ")}` : ""}
        </span>
      </div>
    </Placeholder>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
