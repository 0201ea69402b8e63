/**
 * The bands of a page below its first are laid out only when they near the screen (`content-visibility:
 * auto` in main.css, decision 214), so parsing the page, hydrating its islands and swapping in the brand
 * fonts lay out the first view rather than all of a long page: on the home page each was a full layout of
 * 1,400 objects, the font swap alone a 150 ms task at Lighthouse's 4× CPU slowdown. Once the fonts are in,
 * this lays the bands out one per frame, so no frame takes them all.
 *
 * None stays skipped: skipped content is read by screen readers and found by the browser's search, but axe
 * (Lighthouse's too) measures colour contrast from what is painted and misjudges text in a skipped band.
 */
function showBandsInTurn(): void {
  // Every such band is skipped (main.css); showing one already laid out changes nothing.
  const bands = [...document.querySelectorAll<HTMLElement>('main[data-bands] > section')];
  const nextFrame = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
  const showNext = () => {
    const band = bands.shift();
    if (!band) return;
    band.style.setProperty('content-visibility', 'visible');
    nextFrame(showNext);
  };
  nextFrame(showNext);
}

/** However long the fonts take, or if they never come, the bands are laid out this long after the start. */
const longestWait = 10_000;

/**
 * Lays the bands out once `fontsIn` settles — fulfilled or not — or after `longestWait`, whichever comes
 * first: a stalled font request must not leave a band skipped for good.
 */
export function showBandsAfter(fontsIn: Promise<void>): void {
  const waited = new Promise<void>((resolve) => setTimeout(resolve, longestWait));
  void Promise.race([fontsIn, waited]).then(showBandsInTurn, showBandsInTurn);
}
