import { useCallback } from 'react';
import { useLanguage, type Language, type MessageParams } from '../../i18n/i18n.ts';
import type { LocalizedText } from '../commands/types.ts';

/**
 * The keyboard layer's strings (palette, cheat sheet, remap dialog, default commands), in the same shape as the
 * app's message catalogue so they can move into it as they are.
 */
const zhCN = {
  'palette.label': '命令面板',
  'palette.placeholder': '搜索报表、平台、品类、品牌或操作…',
  'palette.placeholderIn': '在“{page}”中搜索…',
  'palette.group.navigate': '跳转',
  'palette.group.platforms': '平台',
  'palette.group.categories': '品类',
  'palette.group.entities': '品牌、店铺、商品与主播',
  'palette.group.actions': '操作',
  'palette.group.recent': '最近使用',
  'palette.scope.actions': '操作',
  'palette.scope.categories': '品类',
  'palette.scope.entities': '品牌 / 店铺 / 商品 / 主播',
  'palette.scopeHint': '输入 > 搜索操作，# 搜索品类，@ 搜索品牌、店铺、商品与主播',
  'palette.empty': '没有与“{query}”匹配的结果',
  'palette.emptyHint': '试试拼音首字母（lyq）、全拼（lianyiqun）或路径（女装 > 连衣裙）',
  'palette.searching': '正在搜索品牌、店铺、商品与主播…',
  'palette.entityPrompt': '输入名称、拼音或 ID，搜索品牌、店铺、商品与主播',
  'palette.results': '{count} 个结果',
  'palette.back': '返回上一级',
  'palette.footer.move': '选择',
  'palette.footer.open': '打开',
  'palette.footer.back': '返回',
  'palette.footer.close': '关闭',
  'palette.entity.category': '品类',
  'palette.entity.brand': '品牌',
  'palette.entity.shop': '店铺',
  'palette.entity.spu': '商品',
  'palette.entity.anchor': '主播',
  'palette.monitored': '已监控',

  'cheatsheet.title': '键盘快捷键',
  'cheatsheet.subtitle': '当前生效的按键（包括你的自定义）。按 Esc 关闭。',
  'cheatsheet.grid': '在报表表格中',
  'cheatsheet.customize': '自定义快捷键…',
  'cheatsheet.then': '然后',

  'keymap.title': '自定义快捷键',
  'keymap.subtitle': '↑↓ 选择命令，Enter 录入新按键（可以是 g x 这样的连续按键），Delete 移除按键。保存在本机。',
  'keymap.filter': '筛选命令',
  'keymap.recording': '请按下新按键…（Esc 取消）',
  'keymap.none': '无',
  'keymap.fixed': '固定',
  'keymap.change': '修改',
  'keymap.default': '恢复默认',
  'keymap.remove': '移除',
  'keymap.resetAll': '全部恢复默认',
  'keymap.saved': '“{command}”的快捷键已改为 {combo}',
  'keymap.removed': '已移除“{command}”的快捷键',
  'keymap.conflict': '{combo} 已被“{command}”使用，请换一个按键，或先修改“{command}”',
  'keymap.reserved': '{combo} 用于浏览器或表格的基本操作，不能用作快捷键',
  'keymap.fixedRefused': '“{command}”的按键不能修改',
  'keymap.allReset': '全部快捷键已恢复默认',

  'shortcut.refused': '{command}：{reason}',
} as const;

export type KeyboardTextKey = keyof typeof zhCN;

const en: Record<KeyboardTextKey, string> = {
  'palette.label': 'Command palette',
  'palette.placeholder': 'Search reports, platforms, categories, brands or actions…',
  'palette.placeholderIn': 'Search in “{page}”…',
  'palette.group.navigate': 'Navigate',
  'palette.group.platforms': 'Platforms',
  'palette.group.categories': 'Categories',
  'palette.group.entities': 'Brands, shops, products and anchors',
  'palette.group.actions': 'Actions',
  'palette.group.recent': 'Recent',
  'palette.scope.actions': 'Actions',
  'palette.scope.categories': 'Categories',
  'palette.scope.entities': 'Brands / shops / products / anchors',
  'palette.scopeHint': 'Type > for actions, # for categories, @ for brands, shops, products and anchors',
  'palette.empty': 'Nothing matches “{query}”',
  'palette.emptyHint': 'Try pinyin initials (lyq), full pinyin (lianyiqun) or a path (女装 > 连衣裙)',
  'palette.searching': 'Searching brands, shops, products and anchors…',
  'palette.entityPrompt': 'Type a name, pinyin or id to find brands, shops, products and anchors',
  'palette.results': '{count} results',
  'palette.back': 'Back',
  'palette.footer.move': 'move',
  'palette.footer.open': 'open',
  'palette.footer.back': 'back',
  'palette.footer.close': 'close',
  'palette.entity.category': 'Category',
  'palette.entity.brand': 'Brand',
  'palette.entity.shop': 'Shop',
  'palette.entity.spu': 'Product',
  'palette.entity.anchor': 'Anchor',
  'palette.monitored': 'Monitored',

  'cheatsheet.title': 'Keyboard shortcuts',
  'cheatsheet.subtitle': 'The keys in effect, your changes included. Esc closes.',
  'cheatsheet.grid': 'In a report table',
  'cheatsheet.customize': 'Customize shortcuts…',
  'cheatsheet.then': 'then',

  'keymap.title': 'Customize shortcuts',
  'keymap.subtitle':
    '↑↓ picks a command, Enter records a new key (sequences such as g x work too), Delete removes it. Saved on this device.',
  'keymap.filter': 'Filter commands',
  'keymap.recording': 'Press the new key… (Esc cancels)',
  'keymap.none': 'None',
  'keymap.fixed': 'Fixed',
  'keymap.change': 'Change',
  'keymap.default': 'Default',
  'keymap.remove': 'Remove',
  'keymap.resetAll': 'Reset all to defaults',
  'keymap.saved': '“{command}” now answers to {combo}',
  'keymap.removed': '“{command}” has no key now',
  'keymap.conflict': '{combo} is taken by “{command}”: pick another key, or change “{command}” first',
  'keymap.reserved': '{combo} is needed by the browser or the table and cannot be a shortcut',
  'keymap.fixedRefused': 'The key of “{command}” cannot be changed',
  'keymap.allReset': 'All shortcuts are back to their defaults',

  'shortcut.refused': '{command}: {reason}',
};

const catalogues: Record<Language, Record<KeyboardTextKey, string>> = { 'zh-CN': zhCN, en };

export const keyboardText = (language: Language, key: KeyboardTextKey, params?: MessageParams) =>
  catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );

/** Both languages of a string, for command titles (which are `{ 'zh-CN', en }` data). */
export const localizedText = (key: KeyboardTextKey): LocalizedText => ({ 'zh-CN': zhCN[key], en: en[key] });

export const useKeyboardText = () => {
  const language = useLanguage();
  return useCallback((key: KeyboardTextKey, params?: MessageParams) => keyboardText(language, key, params), [language]);
};
