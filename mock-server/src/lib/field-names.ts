import type { Language } from './language.ts';

/**
 * The contract's input fields in words, so that a message names what the person filled in ("关键词", "the
 * keyword") rather than a path (`body.keyword`). A field not listed reads as its own key.
 */
const FIELD_NAMES: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  account: ['账号', 'account'],
  attrId: ['属性', 'attribute'],
  attrValueIds: ['属性值', 'attribute values'],
  categoryId: ['类目', 'category'],
  code: ['验证码', 'verification code'],
  company: ['公司名称', 'company'],
  contentSort: ['排序字段', 'sort column'],
  detail: ['详情', 'detail'],
  dictType: ['字典类型', 'dictionary type'],
  downloadPermission: ['下载权限', 'download permission'],
  durationMs: ['停留时长', 'duration'],
  enableType: ['启用状态', 'enabled state'],
  enableTypeList: ['启用状态', 'enabled states'],
  endDate: ['结束日期', 'end date'],
  entityId: ['对象编号', 'entity id'],
  eventTypeList: ['事件类型', 'event types'],
  expireAt: ['到期日', 'expiry date'],
  id: ['编号', 'id'],
  keyword: ['关键词', 'keyword'],
  level: ['类目层级', 'category level'],
  method: ['请求方法', 'method'],
  limit: ['数量', 'limit'],
  menuKey: ['对象类型', 'entity type'],
  metrics: ['指标', 'metric'],
  name: ['名称', 'name'],
  orderBy: ['排序方向', 'sort direction'],
  packageType: ['套餐', 'package'],
  packageTypeList: ['套餐', 'packages'],
  page: ['页码', 'page'],
  pageList: ['页面', 'pages'],
  password: ['密码', 'password'],
  path: ['页面路径', 'page path'],
  payState: ['付费状态', 'payment state'],
  payStateList: ['付费状态', 'payment states'],
  perPage: ['每页条数', 'page size'],
  phone: ['手机号', 'phone number'],
  platform: ['平台', 'platform'],
  platformList: ['平台', 'platforms'],
  rate: ['触发比例', 'rate'],
  registerType: ['注册方式', 'registration type'],
  shopTypes: ['店铺类型', 'shop types'],
  startDate: ['开始日期', 'start date'],
  status: ['状态码', 'status'],
  target: ['操作对象', 'target'],
  taskId: ['关键词任务', 'keyword task'],
  teamId: ['团队', 'team'],
  teamList: ['团队', 'teams'],
  times: ['次数', 'times'],
  trial: ['试用', 'trial'],
  type: ['类型', 'type'],
  typeValue: ['价格带宽度', 'price band width'],
  userId: ['用户', 'user'],
  userType: ['用户类型', 'user type'],
};

const WHOLE: Readonly<Record<string, readonly [zh: string, en: string]>> = {
  body: ['请求内容', 'request body'],
  querystring: ['查询参数', 'query'],
  params: ['路径参数', 'path'],
  headers: ['请求头', 'headers'],
};

/**
 * The words for a field path (`body.keyword`, `querystring.shopTypes.0`): its last named part; the whole
 * body or query when the path names nothing inside it.
 */
export const fieldName = (field: string, language: Language): string => {
  const parts = field.split('.');
  const named = [...parts.slice(1)].reverse().find((part) => !/^\d+$/.test(part));
  const words = named === undefined ? WHOLE[parts[0] ?? ''] : FIELD_NAMES[named];
  if (words) return language === 'zh' ? words[0] : words[1];
  return named ?? field;
};
