import { proxy } from 'valtio';
import { messagePair, translate } from '../../i18n/i18n.ts';
import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { defineFeature } from '../../lib/manifest.ts';
import { paths } from '../../lib/paths.ts';
import { oneOf, textParam } from '../../lib/report-params.ts';

/** What the keyword commands ask of the screens: open the new-task dialog (a counter, like the downloads). */
export const keywordUi = proxy({ newTaskRequests: 0 });

/**
 * `/operator/keyword`: the user's keyword tasks, live while they run. `q` filters them by keyword (in the URL, so
 * a filtered list can be shared); `n` opens the new-task dialog.
 */
export const keywordList = defineReport({
  id: 'keyword',
  path: paths.keyword,
  title: 'keyword.title',
  filters: [],
  download: false,
  params: { q: textParam(30) },
  sources: ['tasks'],
  nav: {
    group: 'operator',
    order: 10,
    title: 'nav.keyword',
    commandTitle: 'command.goKeyword',
    keywords: ['keyword analysis', 'keyword', 'tasks', 'guanjianci', 'gjc', '关键词', '任务'],
    shortcut: 'g k',
  },
  commands: (report) => [
    defineCommand({
      id: 'action.keyword.filter',
      title: messagePair('keyword.filter'),
      keywords: ['filter', 'search', 'shaixuan', '筛选'],
      group: 'actions',
      shortcut: '/',
      when: (context) => report.isOpen(context.location),
      run: () => document.querySelector<HTMLInputElement>('[data-keyword-filter]')?.focus(),
    }),
    defineCommand({
      id: 'action.keyword.new',
      title: messagePair('command.keywordNew'),
      keywords: ['new task', 'create', 'xinjian', 'xj', '新建'],
      group: 'actions',
      shortcut: 'n',
      when: (context) => report.isOpen(context.location),
      run: () => {
        keywordUi.newTaskRequests += 1;
      },
    }),
  ],
  load: () => import('./keyword-list-page.tsx').then((module) => module.KeywordListPage),
});

export const TASK_SECTIONS = ['overview', 'brand', 'shop', 'spu'] as const;
export type TaskSection = (typeof TASK_SECTIONS)[number];
const SECTION_TITLES = {
  overview: 'keyword.section.overview',
  brand: 'keyword.section.brand',
  shop: 'keyword.section.shop',
  spu: 'keyword.section.spu',
} as const;
export const sectionTitle = (section: TaskSection) => SECTION_TITLES[section];

/**
 * `/operator/keyword/:id`: one task: its state while it runs, then the overview (chart and table) and the brand,
 * shop and product ranks of its products, one section at a time (`section` in the URL; keys 1-4). `d` exports
 * the section on screen.
 */
export const keywordTask = defineReport({
  id: 'keyword-task',
  path: paths.keywordTask,
  title: 'keyword.title',
  filters: [],
  params: { section: oneOf(TASK_SECTIONS, 'overview') },
  sources: ['task', 'chart', 'overview', 'brand', 'shop', 'spu'],
  commands: (report) =>
    TASK_SECTIONS.map((section, index) =>
      defineCommand({
        id: `action.keyword-task.section.${section}`,
        title: {
          'zh-CN': translate('zh-CN', 'command.keywordSection', {
            section: translate('zh-CN', SECTION_TITLES[section]),
          }),
          en: translate('en', 'command.keywordSection', { section: translate('en', SECTION_TITLES[section]) }),
        },
        keywords: [section, 'section'],
        group: 'actions',
        shortcut: String(index + 1),
        when: (context) => report.isOpen(context.location),
        run: (context) => context.navigate(report.withParams(context.location, { section })),
      }),
    ),
  load: () => import('./keyword-task-page.tsx').then((module) => module.KeywordTaskPage),
});

/** Both keyword screens, for the registry. */
export const keywordFeature = defineFeature({
  id: 'keyword',
  routes: [...keywordList.feature.routes, ...keywordTask.feature.routes],
  nav: [...keywordList.feature.nav, ...keywordTask.feature.nav],
  commands: [...keywordList.feature.commands, ...keywordTask.feature.commands],
});

/** The link to a task (its section when given). */
export const keywordTaskUrl = (id: number, section?: TaskSection) =>
  keywordTask.url({}, section ? { section } : {}, { id });
