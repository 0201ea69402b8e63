import type { ReactNode } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { LanguageSelect } from '../../../app/language-select';
import { PageHeading } from '../../../ui/page-heading';

/** The signed-out pages' frame: the product's name, the language menu and one narrow card. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useDeskI18n();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="surface-dark bg-petrol-900 text-white">
        <div className="mx-auto flex max-w-page items-center justify-between gap-4 px-4 py-3">
          <p className="font-display text-2xl tracking-wide">{t.appName}</p>
          <LanguageSelect />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
        <div className="space-y-4 rounded-card border border-steel-200 bg-white p-6 sm:p-8">
          <PageHeading title={title}>{title}</PageHeading>
          {intro && <p className="text-steel-700">{intro}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
