/**
 * For a link that works without JavaScript: with it on, a plain click runs `onActivate` instead
 * of following the link; a click with a modifier key or another button still goes to the link.
 */
export function activate(onActivate: () => void) {
  return (event: React.MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onActivate();
  };
}
