/** The compare view's data: months on one axis, one series per entity, for each metric. */
export type Metric = 'gmv' | 'units' | 'avgPrice';

interface MonthRow {
  month: string;
  gmv: number;
  units: number;
}

export interface CompareEntity {
  entityId: number;
  name: string;
  nameEn: string;
  /** The entity's months; null when the platform no longer has it. */
  rows: readonly MonthRow[] | null;
}

export interface CompareData {
  months: string[];
  entities: (CompareEntity & {
    values: Record<Metric, (number | null)[]>;
    totals: Record<Metric, number | null>;
  })[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Lines the entities' months up (every month any of them has, oldest first); a month an entity lacks is null, not
 * zero, so a line is not drawn through a false dip. The average price is GMV over units, for a month and for the
 * whole period alike (never an average of averages).
 */
export const compareSeries = (entities: readonly CompareEntity[]): CompareData => {
  const months = [...new Set(entities.flatMap((entity) => (entity.rows ?? []).map((row) => row.month)))].sort();
  return {
    months,
    entities: entities.map((entity) => {
      const byMonth = new Map((entity.rows ?? []).map((row) => [row.month, row]));
      const pick = (month: string) => byMonth.get(month);
      const gmv = months.map((month) => pick(month)?.gmv ?? null);
      const units = months.map((month) => pick(month)?.units ?? null);
      const avgPrice = months.map((month) => {
        const row = pick(month);
        return row && row.units > 0 ? round2(row.gmv / row.units) : null;
      });
      const totalGmv = entity.rows ? round2(entity.rows.reduce((sum, row) => sum + row.gmv, 0)) : null;
      const totalUnits = entity.rows ? entity.rows.reduce((sum, row) => sum + row.units, 0) : null;
      return {
        ...entity,
        values: { gmv, units, avgPrice },
        totals: {
          gmv: totalGmv,
          units: totalUnits,
          avgPrice: totalGmv !== null && totalUnits ? round2(totalGmv / totalUnits) : null,
        },
      };
    }),
  };
};
