import type { ChallengeRules } from "../../../domain/challenge-rules";
import type { RuleStatus } from "../../../domain/rule-status";
import type { ChallengeView } from "../../../api/services/gameweeks";
import { Price } from "../../ui/price";
import { gameMessages } from "../../../domain/messages/game";
import { formatter } from "../../../domain/format";
import { currentLocale } from "../../../domain/locale";
import Check from "lucide-react/icons/check";
import { Icon } from "../../ui/icon";
import Dot from "lucide-react/icons/dot";
import X from "lucide-react/icons/x";

/** A rule line's prefix, read at render (the reader's language). */
function rulePrefix(rule: RuleStatus["rule"]): string {
  const m = gameMessages.challengeCard;
  return rule === "mustHavePlayer" ? m.required : rule === "mustExcludePlayer" ? m.excluded : rule === "mustHavePlayerFromTeam" ? m.requiredClub : rule === "minPlayersFromTeam" ? m.atLeast : "";
}

/** The challenge with its rewards and its rules, each marked met/unmet for this squad. */
export function ChallengeCard({ challenge, rules, statuses }: { challenge: Omit<ChallengeView, "rules">; rules: ChallengeRules; statuses: RuleStatus[] }) {
  const ruleLines = statuses.filter((s) => s.rule !== "budget" && s.rule !== "maxPlayersPerTeam");
  const m = gameMessages.challengeCard;
  const fmt = formatter(currentLocale());
  const rewards = [challenge.rewards.rank1.points, challenge.rewards.rank2.points, challenge.rewards.rank3.points];
  const medals = ["gold", "silver", "bronze"] as const;
  return (
    <section className="card challenge-card" aria-labelledby="challenge-title">
      <div className="challenge-head">
        <div>
          <p className="eyebrow">{m.eyebrow(challenge.gameweek)}</p>
          <h2 id="challenge-title">{challenge.challengeName}</h2>
          {challenge.description ? <p className="muted">{challenge.description}</p> : null}
        </div>
        <ol className="rewards" aria-label={m.rewards}>
          {rewards.map((points, i) => (
            <li key={medals[i]}>
              <span className={`medal ${medals[i]}`}>{m.place(i + 1)}</span> {m.points(fmt.number(points))}
            </li>
          ))}
        </ol>
      </div>
      <details className="rules" open>
        <summary>{m.rules}</summary>
        <dl className="rule-list">
          <div>
            <dt>{m.budget}</dt>
            <dd><Price tenths={rules.budgetTenths} /></dd>
          </div>
          <div>
            <dt>{m.maxTeam}</dt>
            <dd>{rules.maxPlayersPerTeam}</dd>
          </div>
          <div>
            <dt>{m.requiredPlayers}</dt>
            <dd>{rules.mustHavePlayers.length ? rules.mustHavePlayers.join(", ") : m.none}</dd>
          </div>
          <div>
            <dt>{m.excludedPlayers}</dt>
            <dd>{rules.mustExcludePlayers.length ? rules.mustExcludePlayers.join(", ") : m.none}</dd>
          </div>
        </dl>
        {ruleLines.length ? (
          <ul className="rule-status" aria-label={m.requirements}>
            {ruleLines.map((s, i) => (
              <li key={i} className={`tone-${s.tone}`} data-tone={s.tone}>
                <Icon icon={s.tone === "met" ? Check : s.tone === "unmet" ? X : Dot} /> {rulePrefix(s.rule)}
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </details>
    </section>
  );
}
