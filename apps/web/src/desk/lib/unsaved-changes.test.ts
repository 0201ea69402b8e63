import { describe, expect, it } from 'vitest';
import { type DeskLocation, shouldConfirmLeaving } from './unsaved-changes';

const at = (pathname: string, search = '', hash = ''): DeskLocation => ({ pathname, search, hash });
const editor = at('/desk/collections/news/0b7d/en');

describe('shouldConfirmLeaving', () => {
  it('asks before a desk link, Back or Forward takes an edited form away', () => {
    expect(
      shouldConfirmLeaving({ isDirty: true, isAllowed: false, from: editor, to: at('/desk/media') }),
    ).toBe(true);
    expect(
      shouldConfirmLeaving({
        isDirty: true,
        isAllowed: false,
        from: editor,
        to: at('/desk/collections/news/0b7d/de'),
      }),
    ).toBe(true);
  });

  it('does not ask when nothing is unsaved', () => {
    expect(shouldConfirmLeaving({ isDirty: false, isAllowed: false, from: editor, to: at('/desk') })).toBe(
      false,
    );
  });

  it('does not ask when the editor itself moves on after saving (a new entry opening its page)', () => {
    expect(shouldConfirmLeaving({ isDirty: true, isAllowed: true, from: editor, to: at('/desk') })).toBe(
      false,
    );
  });

  it('stays quiet for a new query or fragment on the same page, or a trailing slash', () => {
    const same = [
      at(editor.pathname, '?tab=history'),
      at(editor.pathname, '', '#main'),
      at(`${editor.pathname}/`),
    ];
    for (const to of same) {
      expect(shouldConfirmLeaving({ isDirty: true, isAllowed: false, from: editor, to })).toBe(false);
    }
  });
});
