import type { ApiData } from '../../api/types.ts';

export type AttrDef = ApiData<'attribute', 'attrList'>[number];
export type AttrValue = ApiData<'attribute', 'attrValue'>[number];

/** The server takes at most 20 attribute values (contract: attrValueIds maxItems). */
export const MAX_VALUES = 20;

/**
 * Chooses or drops one value. Past the limit nothing changes and `refused` says so (the picker tells the user).
 * Values keep the order they were chosen in, which is the order of the chips.
 */
export const toggleValue = (selected: readonly number[], valueId: number): { next: number[]; refused: boolean } => {
  if (selected.includes(valueId)) return { next: selected.filter((id) => id !== valueId), refused: false };
  if (selected.length >= MAX_VALUES) return { next: [...selected], refused: true };
  return { next: [...selected, valueId], refused: false };
};

/**
 * Splits the ids of the URL into those the category has and those it does not (dropped with a notice), once
 * the values of every attribute are known.
 */
export const splitKnown = (selected: readonly number[], values: ReadonlyMap<number, AttrValue>) => ({
  known: selected.filter((id) => values.has(id)),
  unknown: selected.filter((id) => !values.has(id)),
});

/** The chosen values grouped by attribute, in the attributes' order: one OR group each, ANDed together. */
export const groupByAttribute = (
  selected: readonly number[],
  attributes: readonly AttrDef[],
  values: ReadonlyMap<number, AttrValue>,
): { attr: AttrDef; values: AttrValue[] }[] =>
  attributes
    .map((attr) => ({
      attr,
      values: selected.map((id) => values.get(id)).filter((value): value is AttrValue => value?.attrId === attr.attrId),
    }))
    .filter((group) => group.values.length > 0);

/**
 * The query of one value's share: that value in place of its attribute's group, the other attributes' choices
 * kept (they still narrow), so the shares compare like with like.
 */
export const shareQueryIds = (selected: readonly number[], values: ReadonlyMap<number, AttrValue>, valueId: number) => {
  const attrId = values.get(valueId)?.attrId;
  return [...selected.filter((id) => values.get(id)?.attrId !== attrId), valueId];
};

/**
 * The GMV of a whole selection from its top rank row: a row's share is its GMV over the selection's total, so
 * total = gmv / share (no extra endpoint needed). 0 when nothing sold.
 */
export const totalFromTopRow = (row: { gmv: number; share: number | null } | undefined) =>
  row && row.share !== null && row.share > 0 ? row.gmv / row.share : 0;
