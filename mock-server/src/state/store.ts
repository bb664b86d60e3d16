import type { MockConfig } from '../config.ts';
import type { Dataset } from '../data/dataset.ts';

/** Persistent state (accounts, sessions, monitors, keyword tasks, activity), saved in MOCK_DATA_DIR. */
export interface Store {
  close(): Promise<void>;
}

export const openStore = async (_config: MockConfig, _dataset: Dataset): Promise<Store> => ({
  close: async () => {},
});
