import { auth } from './endpoints/auth.ts';
import { attribute } from './endpoints/attribute.ts';
import { category } from './endpoints/category.ts';
import { common } from './endpoints/common.ts';
import { keyword } from './endpoints/keyword.ts';
import { lite } from './endpoints/lite.ts';
import { business, monitor } from './endpoints/monitor.ts';
import { user } from './endpoints/user.ts';
import type { EndpointDef } from './define.ts';

/** Every documented endpoint, by group. The web client and the mock server are both built from it. */
export const contract = { auth, user, lite, category, common, monitor, business, keyword, attribute } as const;
export type Contract = typeof contract;
export type GroupName = keyof Contract;

export interface ListedEndpoint {
  group: GroupName;
  name: string;
  def: EndpointDef;
}

export const listEndpoints = (): ListedEndpoint[] =>
  (Object.keys(contract) as GroupName[]).flatMap((group) =>
    Object.entries(contract[group] as Record<string, EndpointDef>).map(([name, def]) => ({ group, name, def })),
  );
