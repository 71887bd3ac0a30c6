// What people search and tag by: a name folded so that case and accents never matter, in any
// script (issue 45). SQLite's lower() folds A-Z only: 'ødegaard' never matched 'Ødegaard' and
// 'Odegaard' found neither. The key is stored beside the name it folds (written with it), and a
// query is folded the same way before it is compared.

/** Letters that Unicode decomposition does not take apart into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  ø: "o",
  æ: "ae",
  œ: "oe",
  ß: "ss",
  đ: "d",
  ð: "d",
  þ: "th",
  ł: "l",
  ı: "i",
  ħ: "h",
  ŧ: "t",
  ŋ: "n",
  ĸ: "k",
  ς: "σ",
};
// Pure (no side effect): a page that imports a module beside this one without calling searchKey
// (domain/accounts.ts' schemas on the profile and sign-in screens) does not load it.
const UNDECOMPOSED_RE = /* @__PURE__ */ new RegExp(`[${/* @__PURE__ */ Object.keys(UNDECOMPOSED).join("")}]`, "gu");

/** 'Ødegaard' and 'ODEGAARD' -> 'odegaard'; 'Ałbert  Núñez' -> 'albert nunez'; 'ΣΩΚΡΆΤΗΣ' -> 'σωκρατησ'. */
export function searchKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(UNDECOMPOSED_RE, (letter) => UNDECOMPOSED[letter]!)
    .replace(/\s+/g, " ")
    .trim();
}
