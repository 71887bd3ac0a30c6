// The composer: Enter sends, Shift+Enter makes a new line; typing start/stop; a reply preview
// with its 50-character quote; image and audio upload (checked again by content on the server);
// a voice button that records with MediaRecorder and sends the recording (community.md §4, §5).
// Without JavaScript it is a plain form posting to the route's action.
import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { maxMessageLength, replyQuote, type ChatMessage, type ChatSettings, type ReplyQuote } from "../../../domain/chat-rules";
import { chatMessages as t } from "../../../domain/messages/chat";
import { uploadKind } from "../../../domain/uploads";
import { useHydrated } from "../../lib/time";
import Mic from "lucide-react/icons/mic";
import Paperclip from "lucide-react/icons/paperclip";
import SendHorizontal from "lucide-react/icons/send-horizontal";
import Square from "lucide-react/icons/square";
import X from "lucide-react/icons/x";
import { Icon } from "../../ui/icon";
import { authorName } from "../../../domain/chat-system";
import { QuoteText } from "./quote";
import { api } from "../../lib/api-client";

const limits = uploadKind("chatImage");

export type Draft = {
  type: "text" | "image" | "audio";
  content: string;
  imageUrl?: string | null;
  audioUrl?: string | null;
  replyTo?: ReplyQuote | null;
};

/** POST /api/uploads/chat: the file's URL, or the server's refusal as an Error with its message. */
async function uploadChatFile(file: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append("file", file, name);
  const res = await api.uploads.chat.$post(undefined, { init: { body } });
  const json = (await res.json().catch(() => null)) as {
    fileUrl?: string;
    error?: { message?: string };
  } | null;
  if (!res.ok || !json?.fileUrl) throw new Error(json?.error?.message || t.fileUploadError);
  return json.fileUrl;
}

/** The recording formats this browser can make, best first (the server accepts WebM/Opus and MP4/AAC). */
function recorderType(): string | undefined {
  if (typeof MediaRecorder === "undefined") return undefined;
  return ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"].find((type) => MediaRecorder.isTypeSupported(type));
}

export function Composer({
  roomId,
  settings,
  replyTo,
  onCancelReply,
  onSend,
  onTyped,
  onStopTyping,
  onError,
  disabled,
  banned = null,
}: {
  roomId: string;
  settings: ChatSettings;
  replyTo: ChatMessage | null;
  onCancelReply: () => void;
  onSend: (draft: Draft) => void;
  onTyped: () => void;
  onStopTyping: () => void;
  onError: (message: string) => void;
  disabled: boolean;
  /** The user's chat ban (reason and end): shown in place of the hint, every control off. */
  banned?: string | null;
}) {
  const max = maxMessageLength(settings);
  const hydrated = useHydrated();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState<null | "upload">(null);
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const quote = replyTo ? replyQuote(replyTo) : null;

  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);
  // Leaving the room (or the page) ends a recording without sending it.
  useEffect(
    () => () => {
      const r = recorder.current;
      if (r && r.state !== "inactive") {
        r.ondataavailable = null;
        r.onstop = null;
        r.stop();
        r.stream.getTracks().forEach((track) => track.stop());
      }
    },
    [roomId]
  );

  const sendText = () => {
    const content = text.trim();
    if (!content) return;
    if (content.length > max) return onError(t.tooLong(max));
    onSend({ type: "text", content, replyTo: quote });
    setText("");
    onCancelReply();
  };

  const sendFile = async (file: Blob, name: string, type: "image" | "audio") => {
    if (file.size > settings.maxFileSize) return onError(limits.messages.tooLarge);
    setBusy("upload");
    try {
      const url = await uploadChatFile(file, name);
      onSend(type === "image" ? { type, content: "", imageUrl: url, replyTo: quote } : { type, content: "", audioUrl: url, replyTo: quote });
      onCancelReply();
    } catch (err) {
      onError((err as Error).message || t.fileUploadError);
    } finally {
      setBusy(null);
    }
  };

  const onFile = (file: File | undefined) => {
    if (!file) return;
    const type = file.type.startsWith("image/") ? "image" : file.type.startsWith("audio/") ? "audio" : null;
    if (!type || !settings.allowedFileTypes.includes(file.type.split(";")[0]!)) return onError(limits.messages.wrongType);
    void sendFile(file, file.name, type);
  };

  const toggleRecording = async () => {
    const current = recorder.current;
    if (current && current.state !== "inactive") {
      current.stop();
      return;
    }
    const mimeType = recorderType();
    if (!mimeType || !navigator.mediaDevices?.getUserMedia) return onError(t.ui.micRefused);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      return onError(t.ui.micRefused);
    }
    const r = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    r.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    r.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setRecording(false);
      recorder.current = null;
      const type = mimeType.split(";")[0]!;
      const blob = new Blob(chunks, { type });
      if (blob.size > 0) void sendFile(blob, type === "audio/mp4" ? "voice.m4a" : "voice.webm", "audio");
    };
    recorder.current = r;
    r.start();
    setRecording(true);
  };

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="chat-composer"
      onSubmit={(e) => {
        e.preventDefault();
        sendText();
      }}
    >
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="roomId" value={roomId} />
      {quote && (
        <div className="chat-reply-preview">
          <input type="hidden" name="replyTo" value={quote.messageId} />
          <p>
            <span className="muted small">{t.ui.replyingTo(authorName(quote))}</span>
            <br />
            <span className="chat-quote-text">
              <QuoteText quote={quote} />
            </span>
          </p>
          <button type="button" className="icon-btn" aria-label={t.ui.cancelReply} onClick={onCancelReply}>
            <Icon icon={X} />
          </button>
        </div>
      )}
      {banned && (
        <p id="chat-ban" className="chat-ban alert alert-error" role="alert" data-testid="chat-ban">
          {banned}
        </p>
      )}
      {recording && (
        <p className="chat-recording" role="status">
          <span className="chat-rec-dot" aria-hidden="true" /> {t.ui.recording}
        </p>
      )}
      {busy === "upload" && (
        <p className="muted small" role="status">
          {t.ui.uploading}
        </p>
      )}
      <div className="chat-composer-row">
        <label className="icon-btn chat-attach" title={t.ui.attach}>
          <Icon icon={Paperclip} />
          <span className="visually-hidden">{t.ui.attach}</span>
          <input
            ref={fileInput}
            type="file"
            name="file"
            className="visually-hidden"
            accept={settings.allowedFileTypes.join(",")}
            disabled={disabled || busy !== null}
            onChange={(e) => {
              onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <label htmlFor="chat-input" className="visually-hidden">
          {t.ui.composerLabel}
        </label>
        <textarea
          id="chat-input"
          ref={textarea}
          name="content"
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={max}
          placeholder={t.ui.composerPlaceholder}
          aria-describedby={banned ? "chat-ban chat-input-hint" : "chat-input-hint"}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value) onTyped();
            else onStopTyping();
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              sendText();
            } else if (e.key === "Escape" && quote) onCancelReply();
          }}
        />
        <button
          type="button"
          className={`icon-btn chat-voice${recording ? " recording" : ""}`}
          aria-pressed={recording}
          aria-label={recording ? t.ui.stopRecording : t.ui.record}
          title={recording ? t.ui.stopRecording : t.ui.record}
          disabled={disabled || busy !== null}
          onClick={toggleRecording}
        >
          <Icon icon={recording ? Square : Mic} />
        </button>
        <button type="submit" className="btn btn-primary chat-send" disabled={disabled || (hydrated && !text.trim())}>
          <span className="chat-send-label">{t.ui.send}</span>
          <span className="chat-send-icon" aria-hidden="true">
            <Icon icon={SendHorizontal} />
          </span>
        </button>
      </div>
      <p id="chat-input-hint" className="visually-hidden">
        {t.ui.composerHint}
      </p>
      {text.length > max * 0.9 && (
        <p className="muted small chat-counter" aria-live="polite">
          {text.length}/{max}
        </p>
      )}
    </Form>
  );
}
