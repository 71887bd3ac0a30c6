// Each request is answered for its reader (issue 45): the Worker runs the request's work inside
// an AsyncLocalStorage holding their language and time zone, and the catalogues (domain/messages/)
// and formats (domain/format.ts) read it through domain/locale.ts. Work outside a request (rooms,
// the cron, queues) has no reader and writes what it stores as keys, or names its reader's locale
// (withLocale).
import { AsyncLocalStorage } from "node:async_hooks";
import { setReaderSource, type Reader } from "../../domain/locale";
import "./zod-messages";

const requestReader = new AsyncLocalStorage<Reader>();
setReaderSource(() => requestReader.getStore());

/** Runs `work` (and everything it awaits) for `reader`. */
export function runForReader<T>(reader: Reader, work: () => T): T {
  return requestReader.run(reader, work);
}
