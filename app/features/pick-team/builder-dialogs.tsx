// The builder's dialogs: the squad is complete (pick the XI), what is missing before validating,
// the team registered, and a refused validation with what to do next.
import { Link, useNavigate } from "@remix-run/react";
import { Modal } from "../../ui/modal";
import PartyPopper from "lucide-react/icons/party-popper";
import { Icon } from "../../ui/icon";
import { gameMessages } from "../../../domain/messages/game";

export type Dialog =
  | { kind: "ready" }
  | { kind: "incomplete"; problems: string[] }
  | { kind: "bravo" }
  | { kind: "error"; title: string; message: string; action?: { label: string; to: string } }
  | null;

export function BuilderDialog({ dialog, gameweek, setDialog }: { dialog: Dialog; gameweek: number; setDialog: (dialog: Dialog) => void }) {
  const navigate = useNavigate();
  const m = gameMessages.builder;
  return (
    <>
      {dialog?.kind === "ready" ? (
        <Modal title={m.readyTitle} labelledBy="ready-title" onClose={() => setDialog(null)}>
          <p>{m.ready}</p>
          <p className="muted">{m.readyHint}</p>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            {m.pickXi}
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "incomplete" ? (
        <Modal title={m.incompleteTitle} labelledBy="incomplete-title" onClose={() => setDialog(null)}>
          <p>{m.incomplete}</p>
          <ul className="problems">
            {dialog.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary" onClick={() => setDialog(null)} autoFocus>
            {m.ok}
          </button>
        </Modal>
      ) : null}
      {dialog?.kind === "bravo" ? (
        <Modal title={m.bravoTitle} labelledBy="bravo-title" onClose={() => setDialog(null)}>
          <p>
            {m.bravo} <Icon icon={PartyPopper} />
          </p>
          <div className="dialog-actions">
            <Link to={`/my-team?gw=${gameweek}`} className="btn btn-primary">
              {m.viewMyTeam}
            </Link>
            <button type="button" className="btn btn-secondary" onClick={() => setDialog(null)}>
              {m.keepEditing}
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
              {m.close}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
