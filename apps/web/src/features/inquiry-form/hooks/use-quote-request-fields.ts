import { useEffect, useState } from 'react';

type QuoteRequestFieldsComponent = typeof import('../components/quote-request-fields').QuoteRequestFields;

let loaded: QuoteRequestFieldsComponent | undefined;
let pending: Promise<QuoteRequestFieldsComponent> | undefined;

function loadQuoteRequestFields(): Promise<QuoteRequestFieldsComponent> {
  pending ??= import('../components/quote-request-fields').then(
    (module) => {
      loaded = module.QuoteRequestFields;
      return loaded;
    },
    (error: unknown) => {
      // The network went away: the next time the topic is chosen tries again.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/**
 * A request for a quotation's product rows and terms, loaded the first time the topic is a quote (after
 * a product page's "Request a quote", as the form hydrates): no other inquiry needs their code. A plain
 * dynamic import, not `lazy()` with `Suspense`, which would add their runtime to the script every page
 * shares.
 */
export function useQuoteRequestFields(isNeeded: boolean): QuoteRequestFieldsComponent | undefined {
  const [component, setComponent] = useState(() => loaded);
  useEffect(() => {
    if (!isNeeded || component) return;
    let isCurrent = true;
    loadQuoteRequestFields().then(
      (loadedComponent) => {
        if (isCurrent) setComponent(() => loadedComponent);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [isNeeded, component]);
  return component;
}
