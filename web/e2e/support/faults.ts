import type { APIRequestContext } from '@playwright/test';

export interface FaultRule {
  method?: string;
  path: string;
  status?: number;
  delayMs?: number;
  times?: number;
  resFormatMsg?: string | null;
  /** the input at fault as a path (body.keyword): forms show the message at that field */
  field?: string;
}

/**
 * Adds a fault rule on the shared mock server. Rules are global to the server and the suite runs on two
 * workers: give each rule `times` and a path that only the (serial) spec using it requests.
 */
export const addFault = async (request: APIRequestContext, rule: FaultRule) => {
  const response = await request.post('/__mock/faults', { data: rule });
  if (!response.ok()) throw new Error(`fault rule refused: ${response.status()} ${await response.text()}`);
};
