import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Nothing on the page sticks out of a phone's width on either side (320 px, right to left too): the
 * elements that do are named, so a failure says which. Screen-reader-only text is clipped by design.
 * `within` narrows it to a part of the page: the desk's closed menu waits beside the screen by design, so
 * a desk screen is checked as its `main`.
 */
export async function expectFitsPhone(page: Page, within = 'body'): Promise<void> {
  const wider = await page.evaluate(
    (scope) =>
      [...document.querySelectorAll(`${scope} *:not(.sr-only)`)]
        .filter(
          (element) =>
            element.getBoundingClientRect().right > window.innerWidth + 0.5 ||
            element.getBoundingClientRect().left < -0.5,
        )
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
    within,
  );
  expect(wider).toEqual([]);
}
