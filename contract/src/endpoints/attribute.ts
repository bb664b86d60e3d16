import Type, { type TObject } from 'typebox';
import { endpoint, withDefault } from '../define.ts';
import { Id, Keyword, Platform, RankTable } from '../primitives.ts';
import { BrandRankRow, ShopRankRow, SpuRankRow, marketFields } from '../schemas/market.ts';

/**
 * Attribute analysis works inside one finest (leaf) category: the products matching the chosen attribute
 * values (attrValueIds) and, optionally, a keyword in the title. Values of one attribute combine with OR,
 * different attributes with AND: (cotton OR linen) AND (long sleeves). Two values of one attribute therefore
 * give at least the products of each alone; a value of another attribute narrows.
 */
const AttrQuery = Type.Object({
  ...marketFields(),
  categoryId: Type.Integer({ minimum: 1, description: 'a finest (leaf) category' }),
  attrValueIds: Type.Optional(
    Type.Array(Id, {
      maxItems: 20,
      uniqueItems: true,
      description:
        "values of the category's attributes (at most 20): values of one attribute combine with OR, different " +
        'attributes with AND, e.g. (cotton OR linen) AND long sleeves; a value of another category is a 400',
    }),
  ),
  keyword: Type.Optional(Keyword),
});
const LeafQuery = Type.Object({ platform: withDefault(Platform, 1), categoryId: Type.Integer({ minimum: 1 }) });

export const AttrDef = Type.Object({
  attrId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  valueCount: Type.Integer({ minimum: 0 }),
});
export const AttrValue = Type.Object({
  valueId: Id,
  attrId: Id,
  name: Type.String(),
  nameEn: Type.String(),
  spuCount: Type.Integer({ minimum: 0 }),
});

const json = <Q extends TObject, R extends TObject>(name: string, summary: string, query: Q, response: R) =>
  endpoint({ method: 'GET', path: `/api/attribute/${name}`, summary, access: 'user', kind: 'json', query, response });
const download = <Q extends TObject>(name: string, summary: string, query: Q) =>
  endpoint({ method: 'GET', path: `/api/attribute/${name}`, summary, access: 'user', kind: 'download', query });

export const attribute = {
  brand: json('brand', 'Brands among products with the chosen attribute values', AttrQuery, RankTable(BrandRankRow)),
  shop: json('shop', 'Shops among products with the chosen attribute values', AttrQuery, RankTable(ShopRankRow)),
  spu: json('spu', 'Products with the chosen attribute values', AttrQuery, RankTable(SpuRankRow)),
  attrList: endpoint({
    method: 'GET',
    path: '/api/attribute/attrList',
    summary: 'Attributes of a finest category',
    access: 'user',
    kind: 'json',
    query: LeafQuery,
    response: Type.Array(AttrDef),
  }),
  attrValue: endpoint({
    method: 'GET',
    path: '/api/attribute/attrValue',
    summary: 'Values of one attribute, with product counts',
    access: 'user',
    kind: 'json',
    query: Type.Object({ ...LeafQuery.properties, attrId: Id }),
    response: Type.Array(AttrValue),
  }),
  spuDownload: download('spuDownload', 'Products as .xlsx', AttrQuery),
  shopDownload: download('shopDownload', 'Shops as .xlsx', AttrQuery),
  brandDownload: download('brandDownload', 'Brands as .xlsx', AttrQuery),
} as const;
