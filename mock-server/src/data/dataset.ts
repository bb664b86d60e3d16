import type { MockConfig } from '../config.ts';

/** The seeded market dataset. Filled in by the dataset work; every market endpoint is a query over it. */
export interface Dataset {
  seed: number;
  today: string;
}

export const buildDataset = (config: MockConfig): Dataset => ({ seed: config.seed, today: config.today });
