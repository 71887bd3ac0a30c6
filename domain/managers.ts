/** The manager choices of the team form (spec game.md §3 Manager choices). */
export const MANAGERS = [
  "Pep Guardiola",
  "Mikel Arteta",
  "Arne Slot",
  "Enzo Maresca",
  "Ruben Amorim",
  "Ange Postecoglou",
  "Unai Emery",
  "Eddie Howe",
] as const;
export const SELECT_MANAGER_LABEL = "Select manager";
