// Each request is answered in its person's language (issue 45): the Worker runs the request's
// work inside an AsyncLocalStorage holding its locale, and the catalogues (domain/messages/)
// read it through domain/locale.ts. Work outside a request (rooms, the cron, queues) has no
// locale and writes what it stores as keys, or names its reader's locale (withLocale).
import { AsyncLocalStorage } from "node:async_hooks";
import { setLocaleSource, type Locale } from "../../domain/locale";

const requestLocale = new AsyncLocalStorage<Locale>();
setLocaleSource(() => requestLocale.getStore());

/** Runs `work` (and everything it awaits) in `locale`. */
export function runInLocale<T>(locale: Locale, work: () => T): T {
  return requestLocale.run(locale, work);
}
