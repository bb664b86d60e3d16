import { describe, expect, it } from 'vitest';
import { contract } from '@aisle/contract';
import { buildDataset } from '../data/dataset.ts';
import { toId } from '../data/ids.ts';
import {
  expectShape,
  expectSortsAndPages,
  readXlsx,
  useMarketClient,
  type Page,
  type Query,
  type Row,
} from '../data/query/test-kit.ts';

interface Attr {
  attrId: number;
  name: string;
  valueCount: number;
}
interface AttrValue {
  valueId: number;
  attrId: number;
  name: string;
  spuCount: number;
}

const client = useMarketClient();

const base = '/api/attribute';
const leaf = 1020101; // 女装 › 裙装 › 连衣裙 › 碎花连衣裙
const period: Query = { startDate: '2026-01', endDate: '2026-06' };
const dataset = () => buildDataset({ seed: 20240618, today: '2026-11-15' });

describe('attributes of a finest category', () => {
  it('lists attributes and their values with product counts', async () => {
    const attributes = await client.data<Attr[]>(`${base}/attrList`, { categoryId: leaf });
    expectShape(contract.attribute.attrList.response, attributes);
    expect(attributes.length).toBeGreaterThanOrEqual(3);
    const first = attributes[0] as Attr;
    const values = await client.data<AttrValue[]>(`${base}/attrValue`, { categoryId: leaf, attrId: first.attrId });
    expectShape(contract.attribute.attrValue.response, values);
    expect(values).toHaveLength(first.valueCount);
    // every product has one value per attribute
    const spus = await client.data<Page<Row>>(`${base}/spu`, {
      categoryId: leaf,
      startDate: '2024-11',
      endDate: '2026-10',
    });
    const d = dataset();
    const node = d.taxonomy.indexById.get(leaf) as number;
    let onPlatform = 0;
    for (let i = d.products.platformStart[1]; i < d.products.platformEnd[1]; i += 1)
      if (d.products.leaf[i] === node) onPlatform += 1;
    expect(values.reduce((sum, v) => sum + v.spuCount, 0)).toBe(onPlatform);
    expect(spus.meta.total).toBeLessThanOrEqual(onPlatform);
  });

  it('refuses a category with children (400), an unknown one and a foreign attribute (404)', async () => {
    const branch = await client.get(`${base}/attrList`, { categoryId: 10201 });
    expect(branch.statusCode).toBe(400);
    expect(branch.json()).toMatchObject({
      field: 'querystring.categoryId',
      resFormatMsg: '请选择最细一级的类目（类目 10201 还有子类目）',
    });
    expect((await client.get(`${base}/attrList`, { categoryId: 99 })).statusCode).toBe(404);
    const foreign = await client.get(`${base}/attrValue`, { categoryId: leaf, attrId: 9_999 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      field: 'querystring.attrId',
      resFormatMsg: `类目 ${leaf} 没有编号为 9999 的属性`,
    });
  });
});

describe('attribute analysis', () => {
  it('narrows to products having the chosen values: any of one attribute, all attributes', async () => {
    const attributes = await client.data<Attr[]>(`${base}/attrList`, { categoryId: leaf });
    const [colour, second] = attributes as [Attr, Attr];
    const colours = await client.data<AttrValue[]>(`${base}/attrValue`, { categoryId: leaf, attrId: colour.attrId });
    const secondValues = await client.data<AttrValue[]>(`${base}/attrValue`, {
      categoryId: leaf,
      attrId: second.attrId,
    });
    const [a, b] = colours as [AttrValue, AttrValue];
    const all = await client.data<Page<Row>>(`${base}/spu`, { ...period, categoryId: leaf, perPage: 100 });
    const one = await client.data<Page<Row>>(`${base}/spu`, {
      ...period,
      categoryId: leaf,
      attrValueIds: [a.valueId],
      perPage: 100,
    });
    const either = await client.data<Page<Row>>(`${base}/spu`, {
      ...period,
      categoryId: leaf,
      attrValueIds: [a.valueId, b.valueId],
      perPage: 100,
    });
    const both = await client.data<Page<Row>>(`${base}/spu`, {
      ...period,
      categoryId: leaf,
      attrValueIds: [a.valueId, (secondValues[0] as AttrValue).valueId],
      perPage: 100,
    });
    expectShape(contract.attribute.spu.response, one);
    expect(one.meta.total).toBeLessThan(all.meta.total);
    expect(either.meta.total).toBeGreaterThanOrEqual(one.meta.total);
    expect(both.meta.total).toBeLessThanOrEqual(one.meta.total);

    const d = dataset();
    for (const row of one.result.data) {
      const i = (row.spuId as number) - toId('spu', 0);
      const values = Array.from(d.products.attrValues.subarray(d.products.attrStart[i], d.products.attrStart[i + 1]));
      expect(values).toContain(a.valueId);
    }
  });

  it('combines values of one attribute with OR and different attributes with AND, exactly', async () => {
    const big = 4020301; // 美妆 › ... › 手工皂: the platform's largest finest category
    const query = { startDate: '2025-11', endDate: '2026-10', categoryId: big };
    const ids = async (attrValueIds: number[]) => {
      const found = new Set<number>();
      for (let page = 1; ; page += 1) {
        const data = await client.data<Page<Row>>(`${base}/spu`, { ...query, attrValueIds, perPage: 100, page });
        for (const row of data.result.data) found.add(row.spuId as number);
        if (found.size >= data.meta.total || data.result.data.length === 0) return found;
      }
    };
    const [first, second] = (await client.data<Attr[]>(`${base}/attrList`, { categoryId: big })) as [Attr, Attr];
    const popular = async (attr: Attr) =>
      (await client.data<AttrValue[]>(`${base}/attrValue`, { categoryId: big, attrId: attr.attrId }))
        .sort((x, y) => y.spuCount - x.spuCount)
        .map((value) => value.valueId);
    const [a, b] = (await popular(first)) as [number, number];
    const [c] = (await popular(second)) as [number];
    const onlyA = await ids([a]);
    const onlyB = await ids([b]);
    const onlyC = await ids([c]);
    const aOrB = await ids([a, b]);
    for (const set of [onlyA, onlyB, onlyC]) expect(set.size).toBeGreaterThan(5);
    // OR within an attribute: at least the rows of each alone, exactly their union
    expect(aOrB.size).toBeGreaterThanOrEqual(Math.max(onlyA.size, onlyB.size));
    expect([...aOrB].sort()).toEqual([...new Set([...onlyA, ...onlyB])].sort());
    // AND across attributes: another attribute's value narrows, exactly to the intersection
    const narrowed = await ids([a, b, c]);
    expect(narrowed.size).toBeLessThan(aOrB.size);
    expect(narrowed.size).toBeGreaterThan(0);
    expect([...narrowed].sort()).toEqual([...aOrB].filter((id) => onlyC.has(id)).sort());
    // the order of the ids does not matter
    expect([...(await ids([c, b, a]))].sort()).toEqual([...narrowed].sort());
  });

  it('ranks brands and shops over the same products, filtered by a title keyword', async () => {
    const query = { ...period, categoryId: leaf, perPage: 100 };
    const spus = await client.data<Page<Row>>(`${base}/spu`, query);
    const brands = await client.data<Page<Row>>(`${base}/brand`, query);
    const shops = await client.data<Page<Row>>(`${base}/shop`, query);
    expectShape(contract.attribute.brand.response, brands);
    expectShape(contract.attribute.shop.response, shops);
    const sum = (rows: Row[]) => rows.reduce((s, row) => s + Math.round(Number(row.gmv) * 100), 0);
    if (spus.meta.total <= 100) expect(sum(brands.result.data)).toBe(sum(spus.result.data));
    expect(sum(shops.result.data)).toBe(sum(brands.result.data));

    const brand = String((spus.result.data[0] as Row).brandName);
    const byKeyword = await client.data<Page<Row>>(`${base}/spu`, { ...query, keyword: brand });
    expect(byKeyword.result.data.every((row) => String(row.title).includes(brand))).toBe(true);
    expect(byKeyword.meta.total).toBeGreaterThan(0);
  });

  it('sorts both ways and pages', async () => {
    const query = { ...period, categoryId: leaf };
    expect(await expectSortsAndPages(client, `${base}/spu`, query, 'units')).toBeGreaterThan(10);
    await expectSortsAndPages(client, `${base}/brand`, query, 'yoy');
    await expectSortsAndPages(client, `${base}/shop`, query, 'avgPrice');
  });

  it('refuses values of other categories, naming the field, and downloads', async () => {
    const wrong = await client.get(`${base}/spu`, { categoryId: leaf, attrValueIds: [999_999] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      field: 'querystring.attrValueIds',
      resFormatMsg: expect.stringMatching(/^属性值 999999 不属于类目 \d+ 的属性$/),
    });
    expect((await client.get(`${base}/brand`, { categoryId: 0 })).statusCode).toBe(400);
    for (const name of ['spuDownload', 'shopDownload', 'brandDownload']) {
      const response = await client.get(`${base}/${name}`, { ...period, categoryId: leaf });
      expect(response.statusCode, name).toBe(200);
      const file = await readXlsx(response);
      expect(file.fileName).toMatch(/^属性分析_.+_2026-01_2026-06\.xlsx$/);
    }
  });
});
