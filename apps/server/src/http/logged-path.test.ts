import { describe, expect, it } from 'vitest';
import { loggedPath } from './logged-path';

describe('loggedPath', () => {
  // Regression guard: the request log kept every visitor's page link, a working key to the conversation.
  it('keeps a visitor page’s token out of the log', () => {
    const token = 'Xb3k9QpL0vW2mN8rT5yU1cZ7aD4fG6hJ';
    expect(loggedPath(`/en/requests/${token}`)).toBe('/en/requests/:token');
    expect(loggedPath(`/ar/requests/${token}/`)).toBe('/ar/requests/:token/');
    expect(loggedPath(`/de/requests/${token}`)).not.toContain(token);
  });

  // The signed link to ask for erasure (decision 185) would let a log reader file that request.
  it('keeps an erasure link’s token out of the log', () => {
    const token = '0b6f2c1e-1234-4abc-8def-0123456789ab.1827000000.abcDEF123_-';
    expect(loggedPath(`/en/erasure/${token}`)).toBe('/en/erasure/:token');
    expect(loggedPath(`/ar/erasure/${token}`)).not.toContain(token);
  });

  // A resumable upload's id is its only key: a log reader could cancel or claim someone's drawing.
  it('keeps a resumable upload’s id out of the log', () => {
    const id = '0123456789abcdef0123456789abcdef';
    expect(loggedPath(`/api/uploads/${id}`)).toBe('/api/uploads/:id');
    expect(loggedPath('/api/uploads')).toBe('/api/uploads');
  });

  it('logs every other path as it is', () => {
    for (const path of [
      '/',
      '/en',
      '/api/desk/inquiries',
      '/en/news/requests-for-quotation',
      '/requests/x',
    ]) {
      expect(loggedPath(path)).toBe(path);
    }
    expect(loggedPath('/api/desk/requests/abc')).toBe('/api/desk/requests/abc');
  });
});
