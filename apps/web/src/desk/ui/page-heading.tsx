import { type ReactNode, useEffect, useRef } from 'react';
import { useDeskI18n } from '../app/desk-i18n';

/**
 * A page's h1. On every route change focus moves here, so screen-reader and keyboard users start at the new
 * page's title instead of somewhere in the old one; the tab's title follows (`(3) Inbox — Sitedesk`).
 */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useDeskI18n();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, []);

  useEffect(() => {
    document.title = `${title} — ${t.titleSuffix}`;
  }, [title, t.titleSuffix]);

  return (
    <h1 ref={heading} tabIndex={-1} className="text-3xl text-petrol-900 focus:outline-none sm:text-4xl">
      {children}
    </h1>
  );
}
