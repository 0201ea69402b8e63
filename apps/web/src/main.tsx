import { showBandsAfter } from './lib/bands-in-turn';
import { addBrandFonts } from './lib/brand-fonts';
import './styles/main.css';

/**
 * Every page arrives prerendered and complete. Only its interactive islands are hydrated, so pages without
 * islands load no UI runtime at all and the home page loads one plus one small component. In the build the
 * runtime is Preact behind React's API (decision 150); the dev server renders everything with React.
 */
async function start(): Promise<void> {
  // The first view paints in the fallback fonts; the web fonts follow once it has (decision 154), then the
  // bands below it are laid out in turn (decision 214).
  showBandsAfter(addBrandFonts({ isFirstViewDeferred: true }));
  if (import.meta.env.DEV) {
    const root = document.getElementById('root');
    if (!root) return;
    const { renderForDevelopment } = await import('./app/render-for-development');
    await renderForDevelopment(root);
    return;
  }
  const islands = document.querySelectorAll<HTMLElement>('[data-island]');
  if (islands.length === 0) return;
  // The runtime is fetched only when an island comes near the screen, so it never competes with the text,
  // fonts and images of the first view on a slow connection.
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => entry.target as HTMLElement);
      if (visible.length === 0) return;
      for (const element of visible) observer.unobserve(element);
      void import('./islands/hydrate-islands')
        .then(({ hydrateIslands }) => hydrateIslands(visible))
        .then(() => {
          // Tests (and curious developers) can tell a hydrated island from a prerendered one.
          for (const element of visible) element.dataset.hydrated = 'true';
        });
    },
    { rootMargin: '400px 0px' },
  );
  for (const island of islands) observer.observe(island);
}

void start();
