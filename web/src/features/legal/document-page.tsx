import { Link } from 'react-router-dom';
import { documents, type DocumentId } from '../../i18n/documents.ts';
import { useLanguage, useT, type MessageKey } from '../../i18n/i18n.ts';
import { PublicLayout } from '../../ui/public-layout.tsx';

const TITLES: Record<DocumentId, MessageKey> = {
  about: 'about.title',
  userAgreement: 'agreement.title',
  personalInfo: 'personalInfo.title',
};

const DocumentPage = ({ id }: { id: DocumentId }) => {
  const t = useT();
  const language = useLanguage();
  const document = documents[id][language];
  return (
    <PublicLayout>
      <article className="mx-auto w-full max-w-3xl px-6 py-10">
        <h1 className="text-2xl font-semibold text-slate-900 dark:text-white">{t(TITLES[id])}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('static.updated', { date: document.updated })}
        </p>
        {document.sections.map((section) => (
          <section key={section.heading} className="mt-8">
            <h2 className="text-base font-semibold text-slate-900 dark:text-white">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-sm leading-7 text-slate-700 dark:text-slate-300">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
        <Link
          to="/"
          className="mt-10 inline-block text-sm font-medium text-blue-600 hover:underline dark:text-blue-400"
        >
          ← {t('static.back')}
        </Link>
      </article>
    </PublicLayout>
  );
};

export const AboutPage = () => <DocumentPage id="about" />;
export const UserAgreementPage = () => <DocumentPage id="userAgreement" />;
export const PersonalInfoPage = () => <DocumentPage id="personalInfo" />;
