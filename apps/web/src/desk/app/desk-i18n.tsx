import { type Locale, locales, localeTags } from '@sitedesk/shared/locales';
import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import type { DeskMessages } from '@sitedesk/shared/messages/desk-types';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setRequestLocale } from '../lib/api-client';

const storageKey = 'sitedesk.desk.locale';

type DeskI18n = { locale: Locale; t: DeskMessages; setLocale: (locale: Locale) => void };

const DeskI18nContext = createContext<DeskI18n | undefined>(undefined);

function isSupported(value: string | null): value is Locale {
  return value !== null && (locales as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first language we speak, else English. */
function initialLocale(): Locale {
  try {
    const stored = localStorage.getItem(storageKey);
    if (isSupported(stored)) return stored;
  } catch {
    // Storage can be disabled; the browser's languages still decide.
  }
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isSupported(language)) return language;
  }
  return 'en';
}

export function DeskI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  setRequestLocale(locale);

  useEffect(() => {
    document.documentElement.lang = localeTags[locale].hreflang;
    document.documentElement.dir = localeTags[locale].dir;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // The choice then lasts for this visit only.
    }
  }, []);

  const value = useMemo(() => ({ locale, t: deskMessageCatalogs[locale], setLocale }), [locale, setLocale]);
  return <DeskI18nContext.Provider value={value}>{children}</DeskI18nContext.Provider>;
}

export function useDeskI18n(): DeskI18n {
  const context = useContext(DeskI18nContext);
  if (!context) throw new Error('useDeskI18n needs a DeskI18nProvider.');
  return context;
}
