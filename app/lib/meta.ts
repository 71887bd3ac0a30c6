// Every page's <title> and description: a route's meta replaces its parents', so each
// route asks for both here rather than losing the root's description. In the reader's language.
import { shellMessages as t } from "../../domain/messages/shell";

export const pageMeta = (title?: string) => [{ title: title ? t.meta.title(title) : t.meta.defaultTitle }, { name: "description", content: t.meta.description }];
