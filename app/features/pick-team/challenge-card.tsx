import type { ChallengeRules } from "../../../domain/challenge-rules";
import type { RuleStatus } from "../../../domain/rule-status";
import type { ChallengeView } from "../../../api/services/gameweeks";
import { Price } from "../../ui/price";

const RULE_PREFIX: Partial<Record<RuleStatus["rule"], string>> = {
  mustHavePlayer: "Required: ",
  mustExcludePlayer: "Excluded: ",
  mustHavePlayerFromTeam: "Required club ",
  minPlayersFromTeam: "At least ",
};

/** The challenge with its rewards and its rules, each marked met/unmet for this squad. */
export function ChallengeCard({ challenge, rules, statuses }: { challenge: Omit<ChallengeView, "rules">; rules: ChallengeRules; statuses: RuleStatus[] }) {
  const ruleLines = statuses.filter((s) => s.rule !== "budget" && s.rule !== "maxPlayersPerTeam");
  return (
    <section className="card challenge-card" aria-labelledby="challenge-title">
      <div className="challenge-head">
        <div>
          <p className="eyebrow">Gameweek {challenge.gameweek} challenge</p>
          <h2 id="challenge-title">{challenge.challengeName}</h2>
          {challenge.description ? <p className="muted">{challenge.description}</p> : null}
        </div>
        <ol className="rewards" aria-label="Rewards">
          <li>
            <span className="medal gold">1st</span> {challenge.rewards.rank1.points} pts
          </li>
          <li>
            <span className="medal silver">2nd</span> {challenge.rewards.rank2.points} pts
          </li>
          <li>
            <span className="medal bronze">3rd</span> {challenge.rewards.rank3.points} pts
          </li>
        </ol>
      </div>
      <details className="rules" open>
        <summary>Rules</summary>
        <dl className="rule-list">
          <div>
            <dt>Budget</dt>
            <dd><Price tenths={rules.budgetTenths} /></dd>
          </div>
          <div>
            <dt>Max/Team</dt>
            <dd>{rules.maxPlayersPerTeam}</dd>
          </div>
          <div>
            <dt>Required Players</dt>
            <dd>{rules.mustHavePlayers.length ? rules.mustHavePlayers.join(", ") : "None"}</dd>
          </div>
          <div>
            <dt>Excluded Players</dt>
            <dd>{rules.mustExcludePlayers.length ? rules.mustExcludePlayers.join(", ") : "None"}</dd>
          </div>
        </dl>
        {ruleLines.length ? (
          <ul className="rule-status" aria-label="Challenge requirements">
            {ruleLines.map((s, i) => (
              <li key={i} className={`tone-${s.tone}`} data-tone={s.tone}>
                <span aria-hidden="true">{s.tone === "met" ? "✓" : s.tone === "unmet" ? "✗" : "•"}</span> {RULE_PREFIX[s.rule] ?? ""}
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </section>
  );
}
