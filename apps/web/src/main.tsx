import './styles/main.css';

/**
 * Every page arrives prerendered and complete. Only its interactive islands are hydrated, so pages without
 * islands load no React at all and the home page loads React plus one small component.
 */
async function start(): Promise<void> {
  if (import.meta.env.DEV) {
    const root = document.getElementById('root');
    if (!root) return;
    const { renderForDevelopment } = await import('./app/render-for-development');
    await renderForDevelopment(root);
    return;
  }
  const islands = document.querySelectorAll<HTMLElement>('[data-island]');
  if (islands.length === 0) return;
  const { hydrateIslands } = await import('./islands/hydrate-islands');
  await hydrateIslands(islands);
}

void start();
