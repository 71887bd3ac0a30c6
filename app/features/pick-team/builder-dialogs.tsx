// The builder's dialogs: the squad is complete (pick the XI), what is missing before validating,
// the team registered, and a refused validation with what to do next.
import { Link, useNavigate } from "@remix-run/react";
import { Modal } from "../../ui/modal";
import PartyPopper from "lucide-react/icons/party-popper";
import { Icon } from "../../ui/icon";

export type Dialog =
  | { kind: "ready" }
  | { kind: "incomplete"; problems: string[] }
  | { kind: "bravo" }
  | { kind: "error"; title: string; message: string; action?: { label: string; to: string } }
  | null;

export function BuilderDialog({ dialog, gameweek, setDialog }: { dialog: Dialog; gameweek: number; setDialog: (dialog: Dialog) => void }) {
  const navigate = useNavigate();
  return (
    <>
      {dialog?.kind === "ready" ? (
        <Modal title="Team Ready!" labelledBy="ready-title" onClose={() => setDialog(null)}>
          <p>Great! You've picked your 15 players. Now choose your starting XI!</p>
          <p className="muted">Send 4 players to the bench (one of them a goalkeeper), then name your captain and vice-captain.</p>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            Pick my XI
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "incomplete" ? (
        <Modal title="Incomplete setup" labelledBy="incomplete-title" onClose={() => setDialog(null)}>
          <p>Please complete all requirements before validating the team.</p>
          <ul className="problems">
            {dialog.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            OK
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "bravo" ? (
        <Modal title="Bravo!" labelledBy="bravo-title" onClose={() => setDialog(null)}>
          <p>
            Your team has successfully joined the GW challenge <Icon icon={PartyPopper} />
          </p>
          <div className="dialog-actions">
            <Link to={`/my-team?gw=${gameweek}`} className="btn btn-primary">
              View My Team
            </Link>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Keep editing
            </button>
          </div>
        </Modal>
      ) : null}
      {dialog?.kind === "error" ? (
        <Modal title={dialog.title} labelledBy="error-title" onClose={() => setDialog(null)}>
          <p>{dialog.message}</p>
          <div className="dialog-actions">
            {dialog.action ? (
              <button type="button" className="btn btn-primary" onClick={() => navigate(dialog.action!.to)}>
                {dialog.action.label}
              </button>
            ) : null}
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              Close
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
