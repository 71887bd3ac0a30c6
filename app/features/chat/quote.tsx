// A reply's quote (community.md §5), wherever the screen shows one: on a message, on a message not
// yet sent, above the composer. What the room sends as marks (a deleted author, an original the
// reader may not read, an image, a voice message, a system line) is said here in the reader's
// language (issue 45: domain/chat-system.ts authorName, quoteText).
import Camera from "lucide-react/icons/camera";
import Mic from "lucide-react/icons/mic";
import type { ReplyQuote } from "../../../domain/chat-rules";
import { authorName, quoteText } from "../../../domain/chat-system";
import { Icon } from "../../ui/icon";

/** The quoted text, with the icon of an image or a voice message. */
export function QuoteText({ quote }: { quote: ReplyQuote }) {
  const media = !quote.unavailable && (quote.type === "image" ? Camera : quote.type === "audio" ? Mic : null);
  return (
    <>
      {media && <Icon icon={media} />} {quoteText(quote)}
    </>
  );
}

export function Quote({ quote }: { quote: ReplyQuote }) {
  return (
    <blockquote className="chat-quote">
      <strong>{authorName(quote)}</strong> <QuoteText quote={quote} />
    </blockquote>
  );
}
