import type { Language } from './i18n.ts';

/**
 * The long texts of the public pages (about, user agreement, personal information policy), kept beside the
 * message catalogue: one document per page, in both languages, as headed sections of paragraphs.
 */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
}

export interface PublicDocument {
  updated: string;
  sections: DocumentSection[];
}

export type DocumentId = 'about' | 'userAgreement' | 'personalInfo';

export const documents: Record<DocumentId, Record<Language, PublicDocument>> = {
  about: {
    'zh-CN': {
      updated: '2026-11-01',
      sections: [
        {
          heading: 'Aisle 是什么',
          paragraphs: [
            'Aisle 是一款面向电商从业者的市场分析工具。它把淘宝/天猫、京东和抖音三大平台的交易数据整理成品类、品牌、店铺、商品和主播五个维度，帮助品牌方、运营和分析师看清市场格局与竞争变化。',
            '所有报表都支持按平台、品类、时间段和店铺类型筛选，结果可以排序、翻页、导出为 Excel，并且每个视图都有唯一的链接，方便分享给同事。',
          ],
        },
        {
          heading: '为键盘而设计',
          paragraphs: [
            '按 ⌘K（Windows 上为 Ctrl+K）打开命令面板，输入几个字就能跳转到任意报表、平台、品类、品牌或店铺；常用操作都有快捷键，按 ? 查看全部快捷键。',
          ],
        },
        {
          heading: '数据说明',
          paragraphs: [
            '数据按月汇总，覆盖最近 24 个月。销售额以人民币元计，份额为在所选品类中的占比，同比与环比与上一年同月和上一个月比较。',
            '店铺类型中的“直播渠道”正在开发中，暂不提供数据。',
          ],
        },
        {
          heading: '联系我们',
          paragraphs: ['产品咨询与开通正式版：sales@aisle.example；问题反馈：support@aisle.example。'],
        },
      ],
    },
    en: {
      updated: '2026-11-01',
      sections: [
        {
          heading: 'What Aisle is',
          paragraphs: [
            'Aisle is a market analytics tool for people who work in e-commerce. It organises transaction data from Taobao/Tmall, JD and Douyin by category, brand, shop, product and livestream anchor, so brand owners, operators and analysts can see how a market is shaped and how competition moves.',
            'Every report filters by platform, category, period and shop type; results sort, page and export to Excel, and every view has its own link to share with colleagues.',
          ],
        },
        {
          heading: 'Made for the keyboard',
          paragraphs: [
            'Press ⌘K (Ctrl+K on Windows) to open the command palette and jump to any report, platform, category, brand or shop in a few keystrokes; common actions have shortcuts, and ? lists them all.',
          ],
        },
        {
          heading: 'About the data',
          paragraphs: [
            'Figures are monthly and cover the last 24 months. GMV is in yuan (CNY); share is the share of the selected category; year-on-year and month-on-month compare with the same month a year earlier and with the previous month.',
            'The livestream shop type is still under development and has no data yet.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: ['Sales and upgrades: sales@aisle.example; support: support@aisle.example.'],
        },
      ],
    },
  },
  userAgreement: {
    'zh-CN': {
      updated: '2026-10-15',
      sections: [
        {
          heading: '一、协议的范围',
          paragraphs: [
            '本协议是您与 Aisle 之间关于注册、登录和使用 Aisle 服务所订立的协议。您在注册页面勾选同意并完成注册，即表示您已阅读并接受本协议的全部内容。',
          ],
        },
        {
          heading: '二、账号',
          paragraphs: [
            '您应使用本人手机号注册，并妥善保管账号和密码。通过您的账号进行的操作视为您本人的行为。发现账号被盗用时，请立即联系我们。',
            '试用账号自注册起可使用 7 天，试用期内部分平台与导出功能不可用。',
          ],
        },
        {
          heading: '三、数据的使用',
          paragraphs: [
            'Aisle 提供的数据仅供您或您所在组织内部分析使用。未经书面许可，不得转售、公开发布或批量抓取报表内容。',
            '导出的表格属于您所在组织的内部资料，请按照组织的数据管理要求保存。',
          ],
        },
        {
          heading: '四、服务变更与中止',
          paragraphs: [
            '我们可能为改进服务而调整功能，并会在合理范围内提前通知。您违反本协议时，我们有权限制或中止您的账号。',
          ],
        },
        {
          heading: '五、其他',
          paragraphs: ['本协议适用中华人民共和国法律。如有争议，双方应首先友好协商。'],
        },
      ],
    },
    en: {
      updated: '2026-10-15',
      sections: [
        {
          heading: '1. Scope',
          paragraphs: [
            'This agreement covers registering, logging in to and using Aisle. By ticking the box on the sign-up page and completing registration you confirm that you have read and accept all of it.',
          ],
        },
        {
          heading: '2. Your account',
          paragraphs: [
            'Register with your own phone number and keep your account and password safe. Actions taken through your account count as yours. If you notice misuse, contact us at once.',
            'Trial accounts last 7 days from registration; some platforms and exports are not available during the trial.',
          ],
        },
        {
          heading: '3. Use of the data',
          paragraphs: [
            'Data provided by Aisle is for internal analysis by you or your organisation. Without written permission you may not resell it, publish it or scrape reports in bulk.',
            "Exported spreadsheets are your organisation's internal material: keep them as its data policies require.",
          ],
        },
        {
          heading: '4. Changes and suspension',
          paragraphs: [
            'We may change features to improve the service and will give reasonable notice. If you breach this agreement we may restrict or suspend your account.',
          ],
        },
        {
          heading: '5. Other terms',
          paragraphs: [
            "This agreement is governed by the laws of the People's Republic of China. Disputes are first settled by consultation.",
          ],
        },
      ],
    },
  },
  personalInfo: {
    'zh-CN': {
      updated: '2026-10-15',
      sections: [
        {
          heading: '我们收集的信息',
          paragraphs: [
            '注册时：手机号、姓名、公司（选填）和密码（仅保存加密后的摘要）。使用时：登录、下载和发送验证码等操作记录，以及访问的页面，用于安全审计和改进产品。',
          ],
        },
        {
          heading: '我们如何使用',
          paragraphs: [
            '手机号用于登录验证和账号找回；操作记录用于统计使用情况、排查问题和防止滥用。我们不会出售您的个人信息。',
          ],
        },
        {
          heading: '保存与删除',
          paragraphs: [
            '账号存续期间我们保存您的信息；注销账号后 30 天内删除或匿名化处理，法律法规另有要求的除外。',
            '浏览器中只保存登录凭证、界面语言和主题，以及品类树缓存；退出登录会清除本地保存的登录信息。',
          ],
        },
        {
          heading: '您的权利',
          paragraphs: ['您可以查询、更正和删除您的个人信息，或注销账号。请联系 privacy@aisle.example。'],
        },
      ],
    },
    en: {
      updated: '2026-10-15',
      sections: [
        {
          heading: 'What we collect',
          paragraphs: [
            'When you sign up: phone number, name, company (optional) and password (stored only as a salted hash). When you use Aisle: records of logins, downloads and verification codes sent, and the pages you visit, for security audits and to improve the product.',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'Your phone number verifies logins and recovers your account; activity records measure usage, help fix problems and prevent abuse. We never sell personal information.',
          ],
        },
        {
          heading: 'Keeping and deleting',
          paragraphs: [
            'We keep your information while your account exists and delete or anonymise it within 30 days after you close it, unless the law requires otherwise.',
            'Your browser keeps only the session token, your language and theme, and a cache of the category tree; logging out clears the stored session.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You may see, correct and delete your personal information, or close your account: privacy@aisle.example.',
          ],
        },
      ],
    },
  },
};
