import { createElement, lazy, type ComponentType } from "react";

/**
 * A component whose code stays out of the page's first load (decision 028) yet is always
 * rendered by the server:
 * - the server: a loader of a page that shows it awaits `preload()`, so that the render does
 *   not suspend and the HTML holds the component (it works without JavaScript);
 * - the browser: its first render suspends until its chunk has loaded; during hydration the
 *   server's HTML stays in place meanwhile. Render it inside a <Suspense> boundary.
 * After `preload()` (also usable in the browser, to load it ahead of a click) it renders at once.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Split(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Split, { preload });
}
