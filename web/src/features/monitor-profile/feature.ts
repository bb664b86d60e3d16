import { proxy } from 'valtio';
import { messagePair, messagePairWith, translate } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { defineCommand, type CommandContext } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { paths } from '../../lib/paths.ts';
import { oneOf } from '../../lib/report-params.ts';
import { parseKind, sectionAt, SECTIONS, sectionsOf, type Section } from './profile-sections.ts';

/** Requests from the commands to the page (it owns the monitor id the watch toggle needs). */
export const profileUi = proxy({ watchRequests: 0 });

export const SECTION_TITLES: Record<Section, MessageKey> = {
  overview: 'profile.section.overview',
  trend: 'profile.section.trend',
  spus: 'profile.section.spus',
  shops: 'profile.section.shops',
  brands: 'profile.section.brands',
  price: 'profile.section.price',
};

const kindOf = (location: string) => parseKind(location.split(/[?#]/)[0]?.split('/')[2]);

/** The location with another section: page and sort belong to the section left behind, so they go. */
export const sectionLocation = (location: string, section: Section) => {
  const [path = '', query = ''] = location.split('?');
  const search = new URLSearchParams(query);
  for (const key of ['page', 'contentSort', 'orderBy']) search.delete(key);
  if (section === 'overview') search.delete('section');
  else search.set('section', section);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * `/monitor/:menuKey/:entityId`: the profile of a monitored (or any) category, brand, shop, product or anchor, with
 * its sections from the business endpoints. Number keys and the palette move between sections; `w` watches.
 */
export const profileReport = defineReport({
  id: 'monitor-profile',
  path: paths.monitorProfile,
  title: 'profile.title',
  // the category filter is the entity's own tree (business/categoryTree), on the page
  filters: ['platform', 'period', 'shopTypes'],
  params: {
    section: oneOf(SECTIONS, 'overview'),
    metrics: oneOf([1, 2, 3] as const, 1),
    type: oneOf([0, 1] as const, 0),
    typeValue: oneOf([0, 10, 20, 50, 100, 200, 500, 1000] as const, 0),
  },
  sources: ['info', 'tree', 'watch', 'chart', 'overview', 'trend', 'spus', 'shops', 'brands', 'price'],
  commands: (report) => {
    const onProfile = (context: CommandContext) => report.isOpen(context.location);
    return [
      defineCommand({
        id: 'profile.watch',
        title: messagePair('profile.command.watch'),
        keywords: ['watch', 'unwatch', 'monitor', 'guanzhu', 'jiankong', '关注', '监控'],
        group: 'actions',
        shortcut: 'w',
        when: onProfile,
        run: () => {
          profileUi.watchRequests += 1;
        },
      }),
      ...[1, 2, 3, 4, 5, 6].map((n) =>
        defineCommand({
          id: `profile.go.${n}`,
          title: messagePair('profile.command.goNumber', { n }),
          group: 'actions',
          shortcut: String(n),
          palette: false,
          when: (context) => {
            const kind = kindOf(context.location);
            return onProfile(context) && kind !== null && sectionAt(kind, n) !== null;
          },
          run: (context) => {
            const kind = kindOf(context.location);
            const section = kind ? sectionAt(kind, n) : null;
            if (section) context.navigate(sectionLocation(context.location, section));
          },
        }),
      ),
      ...SECTIONS.map((section) =>
        defineCommand({
          id: `profile.section.${section}`,
          // "Section: product rank", not "Product rank": the report of that name is another command
          title: messagePairWith('profile.command.section', (language) => ({
            name: translate(language, SECTION_TITLES[section]),
          })),
          keywords: ['section', 'profile', section],
          group: 'actions',
          when: (context) => {
            const kind = kindOf(context.location);
            return onProfile(context) && kind !== null && sectionsOf(kind).includes(section);
          },
          run: (context) => context.navigate(sectionLocation(context.location, section)),
        }),
      ),
    ];
  },
  load: () => import('./profile-page.tsx').then((module) => module.ProfilePage),
});
