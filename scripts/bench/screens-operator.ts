import type { ScreenTiming } from './screen-timing.ts';

/** 手工皂, the largest finest category of Taobao/Tmall in the seeded data. */
const LEAF = 4020301;

const call = async <T>(url: string, token: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: token, 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** A done keyword task: created through the API, then waited for (MOCK_TASK_MS, 6 s by default). */
const doneTask = async ({ url, token }: { url: string; token: string }) => {
  const task = await call<{ id: number }>(`${url}/api/tool/keyword`, token, {
    method: 'POST',
    body: JSON.stringify({ keyword: '连衣裙', platform: 1, startDate: '2026-01', endDate: '2026-10' }),
  });
  for (;;) {
    const { status } = await call<{ status: string }>(`${url}/api/tool/keyword/${task.id}`, token);
    if (status === 'done') return `/operator/keyword/${task.id}`;
    if (status !== 'queued' && status !== 'running') throw new Error(`the benchmark task ended ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The attribute screen with two values of the first attribute chosen (so the share chart is drawn). */
const attributeSelection = async ({ url, token }: { url: string; token: string }) => {
  const [first] = await call<{ attrId: number }[]>(`${url}/api/attribute/attrList?categoryId=${LEAF}`, token);
  if (!first) throw new Error(`no attributes in ${LEAF}`);
  const values = await call<{ valueId: number }[]>(
    `${url}/api/attribute/attrValue?categoryId=${LEAF}&attrId=${first.attrId}`,
    token,
  );
  const chosen = values.slice(0, 2).map((value) => `attrValueIds=${value.valueId}`);
  return `/operator/attribute?categoryId=${LEAF}&${chosen.join('&')}`;
};

/** The operator screens: a done task's page (first row, dual-axis chart) and the attribute analysis. */
export const screens: ScreenTiming[] = [
  { name: 'keyword task', path: doneTask },
  {
    name: 'attribute analysis',
    path: attributeSelection,
    marks: {
      firstRow: '.ag-row[row-index="0"] .ag-cell',
      chart: '[data-testid="share-chart"] [data-share-value]',
    },
  },
];
