import { type DeskLocale, deskLocales, localeTags } from '@sitedesk/shared/locales';
import { deskMessageLoaders } from '@sitedesk/shared/messages/desk-catalog-loaders';
import type { DeskMessages } from '@sitedesk/shared/messages/desk-types';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { setRequestLocale } from '../lib/api-client';

const storageKey = 'sitedesk.desk.locale';

type DeskI18n = { locale: DeskLocale; t: DeskMessages; setLocale: (locale: DeskLocale) => void };

const DeskI18nContext = createContext<DeskI18n | undefined>(undefined);

function isSupported(value: string | null): value is DeskLocale {
  return value !== null && (deskLocales as readonly string[]).includes(value);
}

/** The stored choice, else the browser's first language we speak, else English. */
function initialLocale(): DeskLocale {
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

type Loaded = { locale: DeskLocale; t: DeskMessages };

/**
 * The desk in the member's language, its words loaded as that language's own chunk. Until they arrive the
 * desk renders nothing (one small request beside the session's); on a switch the old words stay until the
 * new ones are in, so the screen never shows keys or a mix.
 */
export function DeskI18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<DeskLocale>(initialLocale);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState(false);
  setRequestLocale(locale);

  useEffect(() => {
    let current = true;
    deskMessageLoaders[locale]().then(
      (t) => {
        if (!current) return;
        setLoaded({ locale, t });
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!loaded) return;
    document.documentElement.lang = localeTags[loaded.locale].hreflang;
    document.documentElement.dir = localeTags[loaded.locale].dir;
  }, [loaded]);

  const setLocale = useCallback((next: DeskLocale) => {
    setLocaleState(next);
    try {
      localStorage.setItem(storageKey, next);
    } catch {
      // The choice then lasts for this visit only.
    }
  }, []);

  const value = useMemo(
    () => loaded && { locale: loaded.locale, t: loaded.t, setLocale },
    [loaded, setLocale],
  );
  if (!value) {
    // Without its words the desk has nothing to say in the member's language; English is the one it ships.
    return failed ? (
      <p role="alert" lang="en" dir="ltr">
        The desk could not load its texts. Check the connection and reload the page.
      </p>
    ) : null;
  }
  return <DeskI18nContext.Provider value={value}>{children}</DeskI18nContext.Provider>;
}

export function useDeskI18n(): DeskI18n {
  const context = useContext(DeskI18nContext);
  if (!context) throw new Error('useDeskI18n needs a DeskI18nProvider.');
  return context;
}
