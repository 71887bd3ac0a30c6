import { shellMessages as t } from "../../domain/messages/shell";

// The footer's copyright line (the shell's and the signed-out screen's): its year is the clock's,
// never a year written in the code (issue 41). Rendered on the server and again in the browser;
// the two agree but on New Year's Eve at midnight, which React is told to accept.
export function Copyright({ className }: { className: string }) {
  return (
    <footer className={className} suppressHydrationWarning data-testid="footer">
      {t.copyright(new Date().getFullYear())}
    </footer>
  );
}
