/** The form's checks (validation and phone formatting), once they have loaded. */
export type InquiryChecks = typeof import('./inquiry-checks');

let loaded: InquiryChecks | undefined;
let pending: Promise<InquiryChecks> | undefined;

/** The checks if they are here; until then a number is taken as typed and nothing has been checked. */
export function inquiryChecks(): InquiryChecks | undefined {
  return loaded;
}

/**
 * Loads the checks once (decision 150): the zod schema and libphonenumber are most of the form's code and
 * the first view needs none of them. A failed load (the network went away) may be tried again.
 */
export function loadInquiryChecks(): Promise<InquiryChecks> {
  pending ??= import('./inquiry-checks').then(
    (checks) => {
      loaded = checks;
      return checks;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}
