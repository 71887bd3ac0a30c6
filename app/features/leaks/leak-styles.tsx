// The leak screens' stylesheet, inlined in the page: one render-blocking request fewer on a
// phone (Lighthouse: the separate file cost ~0.4 s of first paint on slow 4G).
import css from "../../styles/leaks.css?inline";

export function LeakStyles() {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
