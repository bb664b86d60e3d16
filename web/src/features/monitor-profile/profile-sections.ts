import type { MenuKeyValue } from '@aisle/contract/enums';
import { MENU_KEYS } from '@aisle/contract/enums';

/**
 * The sections of a profile, in page order. Each kind shows those that tell something about it: a shop has no
 * shop table (it would list itself), a brand no brand table, a product none of the rankings or price bands.
 */
export const SECTIONS = ['overview', 'trend', 'spus', 'shops', 'brands', 'price'] as const;
export type Section = (typeof SECTIONS)[number];

const BY_KIND: Record<MenuKeyValue, readonly Section[]> = {
  category: ['overview', 'trend', 'spus', 'shops', 'brands', 'price'],
  brand: ['overview', 'trend', 'spus', 'shops', 'price'],
  shop: ['overview', 'trend', 'spus', 'brands', 'price'],
  spu: ['overview', 'trend'],
  anchor: ['overview', 'trend', 'spus', 'shops', 'brands', 'price'],
};

export const sectionsOf = (kind: MenuKeyValue): readonly Section[] => BY_KIND[kind];

/** The kind named in the path, or null (the page then shows its "not found" state). */
export const parseKind = (raw: string | undefined): MenuKeyValue | null =>
  ((MENU_KEYS as readonly string[]).find((kind) => kind === raw) as MenuKeyValue | null) ?? null;

/** A positive integer id from the path, or null. */
export const parseEntityId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** The section a deep link names, if the kind has it; otherwise the first. */
export const sectionFor = (kind: MenuKeyValue, wanted: string): Section => {
  const sections = sectionsOf(kind);
  return (sections.find((section) => section === wanted) ?? sections[0]) as Section;
};

/** `[`-less section stepping for the number keys: section n (1-based), or null past the end. */
export const sectionAt = (kind: MenuKeyValue, n: number): Section | null => sectionsOf(kind)[n - 1] ?? null;
