import '../lib/zod-without-eval';
import './desk.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DeskApp } from './app/desk-app';

const root = document.getElementById('desk-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <DeskApp />
    </StrictMode>,
  );
}
