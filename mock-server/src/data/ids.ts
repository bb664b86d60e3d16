import { ID_BASE } from './entities.ts';

/** Public ids of entities: a per-kind offset plus the index, so ids are stable and say what they are. */
export type EntityKind = keyof typeof ID_BASE;

export const toId = (kind: EntityKind, index: number) => ID_BASE[kind] + index + 1;

/** The index of an id of that kind, or -1 when the id is not one (out of range). */
export const fromId = (kind: EntityKind, id: number, count: number) => {
  const index = id - ID_BASE[kind] - 1;
  return Number.isInteger(index) && index >= 0 && index < count ? index : -1;
};
