// The Terrace store's catalogue (issue 13): about twenty products over five categories, with
// stock per size. Low-stock and sold-out sizes are there on purpose, so every badge shows.
// Seeded on the local data (scripts/seed.ts) and by tests; images in public/images/store/.
import type { StoreCategory } from "./store.ts";
import { DAY_MS } from "./constants.ts";

export type CatalogueProduct = {
  id: string;
  name: string;
  description: string;
  price: number;
  category: StoreCategory;
  featured: boolean;
  tags: string[];
  /** Days before the seed date it was added (newest first sorting). */
  addedDaysAgo: number;
  sizes: [string, number][];
  /** The picture's colours (drawn by scripts/store-images.ts). */
  colours: [string, string];
  shape: "shirt" | "jacket" | "scarf" | "cap" | "bottle" | "headphones" | "watch" | "phone" | "ball" | "trophy" | "mug" | "bag";
};

const shirt = (s: number, m: number, l: number, xl: number, xxl: number): [string, number][] => [["S", s], ["M", m], ["L", l], ["XL", xl], ["XXL", xxl]];

export const STORE_CATALOGUE: CatalogueProduct[] = [
  { id: "home-shirt-25", name: "Terrace Home Shirt 25/26", description: "The club-green home shirt in breathable recycled fabric, with the Terrace crest.", price: 450, category: "shirts", featured: true, tags: ["home", "shirt"], addedDaysAgo: 40, sizes: shirt(12, 20, 18, 9, 4), colours: ["#0b7a43", "#ffffff"], shape: "shirt" },
  { id: "away-shirt-25", name: "Terrace Away Shirt 25/26", description: "Night purple with gold trim: the shirt of the away end.", price: 450, category: "shirts", featured: true, tags: ["away", "shirt"], addedDaysAgo: 35, sizes: shirt(3, 0, 6, 2, 1), colours: ["#37003c", "#e9c46a"], shape: "shirt" },
  { id: "third-shirt-25", name: "Terrace Third Shirt", description: "An ice-white third kit with a green pinstripe.", price: 420, category: "shirts", featured: false, tags: ["third", "shirt"], addedDaysAgo: 20, sizes: shirt(0, 0, 0, 0, 0), colours: ["#f1f5f2", "#0b7a43"], shape: "shirt" },
  { id: "retro-shirt-96", name: "Retro 96 Shirt", description: "A faithful copy of the 1996 classic, collar and all.", price: 380, category: "shirts", featured: false, tags: ["retro", "shirt"], addedDaysAgo: 90, sizes: shirt(4, 8, 8, 5, 2), colours: ["#c62828", "#ffffff"], shape: "shirt" },
  { id: "goalkeeper-shirt", name: "Goalkeeper Shirt", description: "Long sleeves, padded elbows and a loud orange.", price: 400, category: "shirts", featured: false, tags: ["goalkeeper", "shirt"], addedDaysAgo: 60, sizes: shirt(2, 3, 1, 0, 0), colours: ["#f77f00", "#1d3557"], shape: "shirt" },
  { id: "training-top", name: "Training Top", description: "Quarter-zip training top for cold mornings at the training ground.", price: 320, category: "training", featured: true, tags: ["training"], addedDaysAgo: 15, sizes: shirt(10, 14, 12, 8, 5), colours: ["#1d3557", "#a8dadc"], shape: "jacket" },
  { id: "rain-jacket", name: "Touchline Rain Jacket", description: "Waterproof, packable, with taped seams.", price: 520, category: "training", featured: false, tags: ["jacket", "rain"], addedDaysAgo: 8, sizes: shirt(5, 6, 7, 3, 0), colours: ["#264653", "#2a9d8f"], shape: "jacket" },
  { id: "training-shorts", name: "Training Shorts", description: "Light shorts with zipped pockets.", price: 150, category: "training", featured: false, tags: ["training", "shorts"], addedDaysAgo: 30, sizes: shirt(15, 20, 20, 10, 6), colours: ["#14201a", "#0b7a43"], shape: "jacket" },
  { id: "bar-scarf", name: "Bar Scarf", description: "The knitted bar scarf in green and white: a terrace classic.", price: 90, category: "accessories", featured: true, tags: ["scarf"], addedDaysAgo: 120, sizes: [["One Size", 40]], colours: ["#0b7a43", "#ffffff"], shape: "scarf" },
  { id: "bobble-hat", name: "Bobble Hat", description: "Warm knitted hat with a big bobble.", price: 70, category: "accessories", featured: false, tags: ["hat"], addedDaysAgo: 100, sizes: [["One Size", 6]], colours: ["#37003c", "#ffffff"], shape: "cap" },
  { id: "snapback-cap", name: "Snapback Cap", description: "Flat peak, embroidered crest, adjustable strap.", price: 85, category: "accessories", featured: false, tags: ["cap"], addedDaysAgo: 25, sizes: [["One Size", 0]], colours: ["#14201a", "#e9c46a"], shape: "cap" },
  { id: "water-bottle", name: "Steel Water Bottle", description: "750 ml insulated bottle: cold for 24 hours.", price: 60, category: "accessories", featured: false, tags: ["bottle"], addedDaysAgo: 12, sizes: [["One Size", 30]], colours: ["#2a9d8f", "#ffffff"], shape: "bottle" },
  { id: "matchday-bag", name: "Matchday Backpack", description: "A 20 litre backpack with a boot compartment.", price: 260, category: "accessories", featured: false, tags: ["bag"], addedDaysAgo: 45, sizes: [["One Size", 9]], colours: ["#1d3557", "#e63946"], shape: "bag" },
  { id: "wireless-earbuds", name: "Wireless Earbuds", description: "Noise-cancelling earbuds for podcasts on the way to the ground.", price: 900, category: "tech", featured: true, tags: ["audio"], addedDaysAgo: 5, sizes: [["One Size", 7]], colours: ["#14201a", "#0b7a43"], shape: "headphones" },
  { id: "smartwatch", name: "Terrace Smartwatch", description: "Live scores on your wrist, in two case sizes.", price: 1500, category: "tech", featured: false, tags: ["watch"], addedDaysAgo: 3, sizes: [["41 mm", 4], ["45 mm", 2]], colours: ["#264653", "#e9c46a"], shape: "watch" },
  { id: "power-bank", name: "Power Bank", description: "10,000 mAh: a full day of live scores.", price: 300, category: "tech", featured: false, tags: ["battery"], addedDaysAgo: 50, sizes: [["10000 mAh", 12], ["20000 mAh", 0]], colours: ["#0b7a43", "#14201a"], shape: "phone" },
  { id: "usb-stick", name: "Crest USB Stick", description: "A rubber crest with memory inside.", price: 120, category: "tech", featured: false, tags: ["usb"], addedDaysAgo: 70, sizes: [["32 GB", 20], ["64 GB", 8], ["128 GB", 3]], colours: ["#e63946", "#ffffff"], shape: "phone" },
  { id: "signed-ball", name: "Signed Match Ball", description: "A ball from this season, signed by the squad. One of a kind.", price: 2500, category: "collectibles", featured: true, tags: ["signed", "ball"], addedDaysAgo: 2, sizes: [["One Size", 1]], colours: ["#ffffff", "#14201a"], shape: "ball" },
  { id: "mini-trophy", name: "Mini Champions Trophy", description: "A 15 cm replica of the trophy every manager wants.", price: 350, category: "collectibles", featured: false, tags: ["trophy"], addedDaysAgo: 80, sizes: [["One Size", 15]], colours: ["#e9c46a", "#8a6d0b"], shape: "trophy" },
  { id: "terrace-mug", name: "Terrace Mug", description: "A big mug for Saturday morning team news.", price: 50, category: "collectibles", featured: false, tags: ["mug"], addedDaysAgo: 150, sizes: [["One Size", 60]], colours: ["#f1f5f2", "#0b7a43"], shape: "mug" },
];

/** The catalogue as table rows (products and their sizes), dated from `now`. */
export function catalogueRows(now: number) {
  return {
    products: STORE_CATALOGUE.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      price: p.price,
      category: p.category,
      imageUrl: `/images/store/${p.id}.svg`,
      dateAdded: now - p.addedDaysAgo * DAY_MS,
      featured: p.featured,
      tags: p.tags,
    })),
    sizes: STORE_CATALOGUE.flatMap((p) => p.sizes.map(([size, stock], position) => ({ productId: p.id, size, stock, position }))),
  };
}
