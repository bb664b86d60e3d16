export { contract, listEndpoints, type Contract, type GroupName, type ListedEndpoint } from './contract.ts';
export * from './define.ts';
export * from './primitives.ts';
export * from './schemas/market.ts';
export {
  createClient,
  createClientFrom,
  fillPath,
  routeTable,
  type ApiClient,
  type CallOptions,
  type HttpAdapter,
  type HttpRequest,
  type RouteTable,
  type TransferProgress,
} from './client.ts';
export { AccountFilter, TeamUser, Team } from './endpoints/user.ts';
export { DICT_TYPES, PlatformInfo, UserInfo } from './endpoints/common.ts';
export { MonitorRow, SearchHit, BrandInfo, ShopInfo, SpuInfo, AnchorInfo } from './endpoints/monitor.ts';
export { KeywordTask } from './endpoints/keyword.ts';
export { AttrDef, AttrValue } from './endpoints/attribute.ts';
export {
  PageInfo,
  UserRecordRow,
  VisitRow,
  RequestRow,
  EventSummaryRow,
  EventRow,
  PageRecordRow,
  PageDayRow,
} from './endpoints/lite.ts';
