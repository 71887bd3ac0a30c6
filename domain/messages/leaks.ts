// Leaks (English): community.md §2 "Leaks feed", "Add leak", §5 "Leak submission", §8 "Leaks".
// Image refusals: domain/uploads.ts (leakImage).
import type { Catalogue } from "./index.ts";

export const leaksMessages = {
  title: "FPL Leaks & Rumors",
  /** The notice a leak's author reads after staff removed it (ours: issue 25). */
  allCategories: "All Categories",
  addLeak: "Add Leak",
  tabs: { forYou: "For You", hotLeaks: "Hot Leaks", topContributors: "Top Contributors" },
  loading: "Loading leaks...",
  loadError: "Error loading leaks. Please try again.",
  addTitle: "Add New Leak",
  imageUploadError: "Error uploading image. Please try again.",
  createError: "Error creating leak. Please try again.",
  fieldRequired: (field: string) => `${field} is required`, // (ours: title, description and source)
} as const satisfies Catalogue;
