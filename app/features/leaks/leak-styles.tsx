// The leak screens' stylesheet, inlined (app/ui/inline-style.tsx).
import css from "../../styles/leaks.css?inline";
import { InlineStyle } from "../../ui/inline-style";

export function LeakStyles() {
  return <InlineStyle css={css} />;
}
