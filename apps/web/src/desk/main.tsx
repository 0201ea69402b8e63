import '../lib/zod-without-eval';
import './desk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addBrandFonts } from '../lib/brand-fonts';
import { DeskApp } from './app/desk-app';

// The desk renders in the browser anyway, so its fonts are asked for at once.
addBrandFonts({ isFirstViewDeferred: false });

const root = document.getElementById('desk-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  );
}
