import { translate } from '../../i18n/i18n.ts';
import { defineCommand } from '../../lib/commands.ts';
import { defineReport } from '../../lib/define-report.ts';
import { paths } from '../../lib/paths.ts';
import { idListParam, oneOf, textParam } from '../../lib/report-params.ts';
import { MAX_VALUES } from './selection.ts';

export const ATTRIBUTE_SECTIONS = ['brand', 'shop', 'spu'] as const;
export type AttributeSection = (typeof ATTRIBUTE_SECTIONS)[number];
const SECTION_TITLES = {
  brand: 'attribute.section.brand',
  shop: 'attribute.section.shop',
  spu: 'attribute.section.spu',
} as const;
export const attributeSectionTitle = (section: AttributeSection) => SECTION_TITLES[section];

/**
 * `/operator/attribute`: products of one finest category narrowed by attribute values (OR within an attribute,
 * AND across) and a title keyword, as brand, shop and product tables. The category is the URL's `categoryId`
 * (from the attribute tree, not the market tree, so the top bar's category picker is not shown); the chosen
 * values are `attrValueIds` (repeated, at most 20), the keyword `keyword`, the table on screen `section`.
 */
export const attribute = defineReport({
  id: 'attribute',
  path: paths.attribute,
  title: 'attribute.title',
  filters: ['platform', 'period', 'shopTypes'],
  params: {
    attrValueIds: idListParam(MAX_VALUES),
    keyword: textParam(30),
    section: oneOf(ATTRIBUTE_SECTIONS, 'brand'),
  },
  sources: ['brand', 'shop', 'spu', 'share'],
  nav: {
    group: 'operator',
    order: 20,
    title: 'nav.attribute',
    commandTitle: 'command.goAttribute',
    keywords: ['attribute analysis', 'attributes', 'shuxing', 'sxfx', '属性'],
    shortcut: 'g r',
  },
  commands: (report) =>
    ATTRIBUTE_SECTIONS.map((section, index) =>
      defineCommand({
        id: `action.attribute.section.${section}`,
        title: {
          'zh-CN': translate('zh-CN', 'command.attributeSection', {
            section: translate('zh-CN', SECTION_TITLES[section]),
          }),
          en: translate('en', 'command.attributeSection', { section: translate('en', SECTION_TITLES[section]) }),
        },
        keywords: [section, 'section'],
        group: 'actions',
        shortcut: String(index + 1),
        when: (context) => report.isOpen(context.location),
        run: (context) => context.navigate(report.withParams(context.location, { section })),
      }),
    ),
  load: () => import('./attribute-page.tsx').then((module) => module.AttributePage),
});
