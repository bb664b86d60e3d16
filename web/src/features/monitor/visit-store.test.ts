import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotOf } from './visit-marks.ts';
import { VISIT_DATABASE, readVisit, visitId, writeVisit } from './visit-store.ts';

const makeSnapshot = (gmv = 10) =>
  snapshotOf([{ menuKey: 'brand', entityId: 10001, rank: 1, gmv }], { endDate: '2026-10' }, new Date(0));

afterEach(async () => {
  const db = new Dexie(VISIT_DATABASE);
  db.version(1).stores({ visits: 'id' });
  await db.open();
  await db.table('visits').clear();
  db.close();
});

describe('visit store', () => {
  it('keeps one snapshot per user, platform and tab', async () => {
    await writeVisit(visitId(2, 1, 'brand'), makeSnapshot(10));
    await writeVisit(visitId(2, 4, 'brand'), makeSnapshot(40));
    await writeVisit(visitId(3, 1, 'brand'), makeSnapshot(30));
    expect((await readVisit(visitId(2, 1, 'brand')))?.rows['brand:10001']?.gmv).toBe(10);
    expect((await readVisit(visitId(2, 4, 'brand')))?.rows['brand:10001']?.gmv).toBe(40);
    expect((await readVisit(visitId(3, 1, 'brand')))?.rows['brand:10001']?.gmv).toBe(30);
    expect(await readVisit(visitId(2, 1, 'shop'))).toBeNull();
    await writeVisit(visitId(2, 1, 'brand'), makeSnapshot(11));
    expect((await readVisit(visitId(2, 1, 'brand')))?.endDate).toBe('2026-10');
    expect((await readVisit(visitId(2, 1, 'brand')))?.rows['brand:10001']?.gmv).toBe(11);
  });

  it('reads a damaged record as no earlier visit', async () => {
    const db = new Dexie(VISIT_DATABASE);
    db.version(1).stores({ visits: 'id' });
    await db.table('visits').put({ id: 'x', name: 'monitorVisit', value: { rows: 'garbage' } });
    db.close();
    expect(await readVisit('x')).toBeNull();
  });
});
