import type { AttributeFixture } from './fixtures.ts';
import type { Taxonomy } from './taxonomy.ts';

/**
 * Attribute definitions. Categories that share a definition (same name and values) share its attrId, so the
 * ids are stable as long as the fixture's definitions are. Value ids are `attrId * 100 + position` (an
 * attribute has at most 12 values), which keeps them readable and lets a value id name its attribute.
 */
export interface Attributes {
  /** attribute definitions by attrId - 1 */
  defs: readonly AttributeDef[];
  /** attrIds of a level-2 category (node index), in fixture order */
  byLevel2: ReadonlyMap<number, readonly number[]>;
  /** value id -> { attrId, position } */
  values: ReadonlyMap<number, { attrId: number; position: number }>;
}

export interface AttributeDef {
  attrId: number;
  name: string;
  nameEn: string;
  values: readonly { valueId: number; name: string; nameEn: string }[];
}

export const VALUE_ID_FACTOR = 100;

export const buildAttributes = (taxonomy: Taxonomy, byLevel2: Record<string, AttributeFixture[]>): Attributes => {
  const defs: AttributeDef[] = [];
  const defByKey = new Map<string, number>();
  const perLevel2 = new Map<number, number[]>();
  const values = new Map<number, { attrId: number; position: number }>();

  // level-2 categories in taxonomy order, so ids do not depend on the JSON's key order
  for (let node = 0; node < taxonomy.count; node += 1) {
    if (taxonomy.levels[node] !== 2) continue;
    const fixture = byLevel2[String(taxonomy.ids[node])] ?? [];
    const attrIds: number[] = [];
    for (const attribute of fixture) {
      const key = JSON.stringify([attribute.name, attribute.nameEn, attribute.values]);
      let attrId = defByKey.get(key);
      if (attrId === undefined) {
        if (attribute.values.length >= VALUE_ID_FACTOR) throw new Error(`attribute ${attribute.name}: too many values`);
        attrId = defs.length + 1;
        defByKey.set(key, attrId);
        const id = attrId;
        defs.push({
          attrId: id,
          name: attribute.name,
          nameEn: attribute.nameEn,
          values: attribute.values.map((value, position) => {
            const valueId = id * VALUE_ID_FACTOR + position + 1;
            values.set(valueId, { attrId: id, position });
            return { valueId, name: value.name, nameEn: value.nameEn };
          }),
        });
      }
      attrIds.push(attrId);
    }
    perLevel2.set(node, attrIds);
  }
  return { defs, byLevel2: perLevel2, values };
};
