// The guard of the catalogues (issues 24 and 45): every screen takes every text it shows from
// domain/messages/, in the reader's language, so no interface text is written in a component.
// It reads the .tsx and .ts files of every area under app/ (their feature folders and their
// route files, found by name so that moving a file between the two keeps it checked) and fails on
// - a JSX text, a text attribute (title, alt, placeholder, label, aria-label, question, …) or
//   a string rendered as a JSX child (`{busy ? "…" : "…"}`) or given to pageMeta (the page's
//   title) that holds a letter, except the few names below that read the same in every language;
// - any other string literal that reads as French (an accented letter or a common French
//   word): a toast, a label table, a confirm text;
// - a symbol drawn as an icon in a JSX text or rendered string (an arrow, a triangle, a pencil,
//   a cross, an ellipsis, an emoji): interface icons are lucide SVGs (app/ui/icon.tsx);
// and on a catalogue text that begins or ends with such a symbol ("✓ Saved", "Next →"): the
// screen draws the icon beside the words.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Where each area's screens live: its folders under app/ and the words its route files under
 * app/routes/ carry in their names (or their whole names, for the shell's few).
 */
const AREA_FILES = {
  accounts: { folders: ["features/auth"], routes: ["login", "logout"] },
  game: { folders: ["features/pick-team", "features/my-team", "features/live-team", "features/fixtures", "features/leaderboard", "features/arena"], routes: ["pick-team", "my-team", "live-team", "fixtures", "leaderboard", "challenges"] },
  store: { folders: ["features/store"], routes: ["store"] },
  leaks: { folders: ["features/leaks"], routes: ["leaks", "addleak"] },
  votes: { folders: ["features/votes"], routes: ["votes"] },
  wall: { folders: ["features/wall"], routes: ["terrace"] },
  chat: { folders: ["features/chat", "features/realtime"], routes: ["chat"] },
  profile: { folders: ["features/profile"], routes: ["profile"] },
  moderation: { folders: ["features/moderation"], routes: ["adminreports", "adminposts", "admincomments", "adminvotes", "adminpolls"] },
  staff: { folders: ["features/staff"], routes: ["admin", "adminaudit", "adminusers", "admindata", "adminchallenges", "addchallenge", "adminleaks", "adminorders", "adminstadiums"] },
  shell: { folders: ["features/shell", "ui", "lib"], routes: ["notices", "theme", "index", "language", "$", "offline"], exact: ["_app.tsx", "_app._staff.tsx", "root.tsx", "manifest[.]webmanifest.tsx"] },
} satisfies Record<string, { folders: string[]; routes: string[]; exact?: string[] }>;
type Area = keyof typeof AREA_FILES;

/** Names that read the same in French and English: the app's name. */
const SAME_IN_EVERY_LANGUAGE = new Set(["Terrace"]);

/** Attributes whose value is shown or read out to the user. */
const isTextAttribute = (name: string) =>
  /^(title|alt|placeholder|label|aria-label|aria-description|aria-valuetext|aria-roledescription|question|message|heading|hint)$/.test(name) || /(Label|Text|Title)$/.test(name);

const ACCENTED = /[àâäçéèêëîïôöûùüÿœæ]/i;
const FRENCH_WORDS = new Set(
  (
    "le la les un une des du de et est sont pour par avec sans dans sur pas ne vous votre vos nous notre ce cette ces aucun aucune " +
    "mes mon ma ses son sa leur qui que au aux plus lors erreur oui non supprimer modifier enregistrer ajouter rechercher signaler " +
    "annuler masquer copier filtrer publier commenter répondre stade stades choisi publié modifié supprimé masqué chargement " +
    "commentaire commentaires réponses favoris suivante précédente titre contenu catégorie ville pays ligue capacité couleur"
  ).split(" "),
);
const readsFrench = (text: string) => ACCENTED.test(text) || text.toLowerCase().split(/[^\p{L}']+/u).some((w) => FRENCH_WORDS.has(w) || FRENCH_WORDS.has(w.replace(/^[a-z]'/, "")));

type Finding = { file: string; line: number; text: string; rule: "jsx" | "french" | "glyph" };

/** Arrows, technical and geometric symbols, dingbats, the midline ellipsis and emoji: icons drawn as text. */
const ICON_GLYPH = /[\u2190-\u21FF\u22EF\u2300-\u23FF\u25A0-\u25FF\u2600-\u27BF\u{1F300}-\u{1FAFF}]/u;

/** The texts of one source file that break the rules above. */
function findLiterals(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const jsxSeen = new Set<ts.Node>();
  const add = (node: ts.Node, text: string, rule: Finding["rule"]) => found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, text, rule });
  const shown = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());
  const stringOf = (node: ts.Node): string | null =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
      ? node.text
      : ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" ")
        : null;
  /** The strings an expression renders as it is (through ?:, &&, ||, ?? and parentheses). */
  const rendered = (expr: ts.Expression | undefined): void => {
    if (!expr) return;
    if (ts.isParenthesizedExpression(expr)) return rendered(expr.expression);
    if (ts.isConditionalExpression(expr)) return rendered(expr.whenTrue), rendered(expr.whenFalse);
    if (ts.isBinaryExpression(expr) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(expr.operatorToken.kind)) {
      if (expr.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken) rendered(expr.left);
      return rendered(expr.right);
    }
    const text = stringOf(expr);
    if (text !== null) {
      jsxSeen.add(expr);
      if (shown(text)) add(expr, text, "jsx");
      if (ICON_GLYPH.test(text)) add(expr, text, "glyph");
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, " ").trim();
      if (text && shown(text)) add(node, text, "jsx");
      if (ICON_GLYPH.test(text)) add(node, text, "glyph");
    } else if (ts.isJsxAttribute(node) && isTextAttribute(node.name.getText(sf))) {
      const init = node.initializer;
      if (init && ts.isStringLiteral(init)) {
        jsxSeen.add(init);
        if (shown(init.text)) add(init, init.text, "jsx");
      } else if (init && ts.isJsxExpression(init)) rendered(init.expression);
    } else if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      rendered(node.expression);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "pageMeta") {
      node.arguments.forEach(rendered);
    } else if (!jsxSeen.has(node)) {
      const text = stringOf(node);
      if (text !== null && readsFrench(text)) add(node, text, "french");
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The .ts and .tsx files of an area under app/ (tests excluded). */
function areaFiles(area: Area): string[] {
  const { folders, routes } = AREA_FILES[area];
  const exact: string[] = (AREA_FILES[area] as { exact?: string[] }).exact ?? [];
  const code = (f: string) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f);
  const inFolders = folders.flatMap((folder) => {
    const dir = path.join(ROOT, "app", folder);
    return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(code).map((f) => path.join("app", folder, f)) : [];
  });
  const routeDir = path.join(ROOT, "app/routes");
  const inRoutes = readdirSync(routeDir, { recursive: true, encoding: "utf8" })
    .filter(code)
    .filter((f) => exact.includes(path.basename(f)) || routes.some((word) => path.basename(f).replace(/\.tsx?$/, "").split(/[._/]/).includes(word)))
    .map((f) => path.join("app/routes", f));
  const atRoot = exact.filter((f) => existsSync(path.join(ROOT, "app", f))).map((f) => path.join("app", f));
  return [...new Set([...inFolders, ...inRoutes, ...atRoot])].sort();
}

const AREAS = Object.keys(AREA_FILES) as Area[];

describe("every screen's texts live in domain/messages/", () => {
  it("finds the rules' breaches (the guard itself)", () => {
    const src = [
      `export const A = () => <p title="Ok">Bonjour</p>;`,
      `export const B = ({ busy }: { busy: boolean }) => <button aria-label={busy ? "Envoi" : t.send}>{busy && "Publication…"}</button>;`,
      `export const C = () => <ConfirmAction question={\`Supprimer \${name} ?\`} intent="delete" className="btn" />;`,
      `export const D = () => <h1>Terrace</h1>;`,
      `const toast = "Post publié"; const fine = "intent";`,
      `export const meta = () => pageMeta("Profil");`,
      `export const E = ({ open }: { open: boolean }) => <button aria-label={t.menu}>⋯{open ? " ▲" : " ▼"}</button>;`,
    ].join("\n");
    expect(findLiterals("x.tsx", src).map((f) => [f.line, f.rule, f.text])).toEqual([
      [1, "jsx", "Ok"],
      [1, "jsx", "Bonjour"],
      [2, "jsx", "Envoi"],
      [2, "jsx", "Publication…"],
      [3, "jsx", "Supprimer   ?"],
      [5, "french", "Post publié"],
      [6, "jsx", "Profil"],
      [7, "glyph", "⋯"],
      [7, "glyph", " ▲"],
      [7, "glyph", " ▼"],
    ]);
  });

  it.each(AREAS)("%s: no literal text on its screens", (area) => {
    const files = areaFiles(area);
    expect(files.length, `no file found for ${area}: update AREA_FILES`).toBeGreaterThan(0);
    const findings = files.flatMap((f) => findLiterals(f, readFileSync(path.join(ROOT, f), "utf8")));
    expect(findings.map((f) => `${f.file}:${f.line} [${f.rule}] ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it("every app file belongs to an area", () => {
    const all = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.startsWith("styles"))
      .map((f) => path.join("app", f));
    const covered = new Set(AREAS.flatMap(areaFiles));
    const allowed = new Set(["app/entry.server.tsx", "app/entry.client.tsx", "app/load-context.ts"]);
    expect(all.filter((f) => !covered.has(f) && !allowed.has(f))).toEqual([]);
  });
});

/**
 * The catalogues' texts that begin or end with a symbol drawn as an icon ("✓ Saved", "Next →"):
 * the screen draws that icon (a lucide SVG beside the text), the catalogue holds the words. A
 * symbol inside a sentence ("Role user → moderator.") is typography and stays.
 */
function iconEnds(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const starts = new RegExp(`^\\s*${ICON_GLYPH.source}`, "u");
  const ends = new RegExp(`${ICON_GLYPH.source}\\s*$`, "u");
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const line = () => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    // A property's name is a key, not a text (the reactions' names are keyed by their emoji).
    const isKey = !!node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isKey) {
      if (starts.test(node.text) || ends.test(node.text)) found.push(`${file}:${line()} ${JSON.stringify(node.text)}`);
    } else if (ts.isTemplateExpression(node)) {
      const last = node.templateSpans.at(-1)!.literal.text;
      if (starts.test(node.head.text) || ends.test(last)) found.push(`${file}:${line()} ${JSON.stringify(node.getText(sf))}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("the catalogues hold words, not icons", () => {
  it("finds a text that begins or ends with an icon (the guard itself)", () => {
    const src = "export const m = { ok: `✓ ok`, next: \"Next →\", role: (a: string, b: string) => `Role ${a} → ${b}.`, done: (n: number) => `${n} saved ✓` };";
    expect(iconEnds("m.ts", src)).toEqual(['m.ts:1 "✓ ok"', 'm.ts:1 "Next →"', "m.ts:1 \"`${n} saved ✓`\""]);
  });

  it("no catalogue text begins or ends with an icon drawn as text", () => {
    const dir = path.join(ROOT, "domain/messages");
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => iconEnds(`domain/messages/${f}`, readFileSync(path.join(dir, f), "utf8")))).toEqual([]);
  });
});
