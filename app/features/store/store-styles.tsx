// The store's stylesheet, inlined in /store: one render-blocking request fewer on a phone
// (Lighthouse mobile: first paint 2.5 s with the separate file). /adminorders links it.
import css from "../../styles/store.css?inline";

export function StoreStyles() {
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}
