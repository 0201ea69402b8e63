import { describe, expect, it } from 'vitest';
import { neighboursOf } from './neighbours';
import { idleShortcuts, type KeyPress, readShortcut, type ShortcutState } from './shortcut-keys';

const press = (key: string, change: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: /^[a-z]$/.test(key) ? `Key${key.toUpperCase()}` : '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: 'page',
  ...change,
});

/** Feeds key presses one after the other, as the listener does, and lists what they did. */
function actionsOf(presses: KeyPress[], isEnabled = true) {
  let state: ShortcutState = idleShortcuts;
  return presses.map((next) => {
    const result = readShortcut(next, state, isEnabled);
    state = result.state;
    return result.action;
  });
}

describe('the desk keyboard shortcuts', () => {
  it('maps the single keys Gmail and Help Scout users know', () => {
    expect(actionsOf(['j', 'k', 'o', 'a', 'r', 'e', '?'].map((key) => press(key)))).toEqual([
      'next',
      'previous',
      'open',
      'assignToMe',
      'answer',
      'done',
      'help',
    ]);
    expect(actionsOf([press('J', { key: 'J' })])).toEqual(['next']);
    expect(actionsOf([press('x'), press('Escape')])).toEqual([undefined, undefined]);
  });

  it('works on an Arabic keyboard, by the key’s place (ت is on J) and with the Arabic question mark', () => {
    expect(
      actionsOf([press('ت', { code: 'KeyJ' }), press('ؤ', { code: 'KeyC' }), press('؟', { code: 'Slash' })]),
    ).toEqual(['next', undefined, 'help']);
  });

  it('never fires while typing, with Ctrl, Cmd or Alt, or when the member turned them off (WCAG 2.1.4)', () => {
    expect(actionsOf([press('j', { target: 'typing' }), press('?', { target: 'typing' })])).toEqual([
      undefined,
      undefined,
    ]);
    // Ctrl+Enter sends the answer in the composer; Ctrl+R reloads; Alt+E opens a browser menu.
    expect(
      actionsOf([
        press('Enter', { ctrlKey: true }),
        press('r', { ctrlKey: true }),
        press('e', { altKey: true }),
        press('a', { metaKey: true }),
      ]),
    ).toEqual([undefined, undefined, undefined, undefined]);
    expect(actionsOf([press('j'), press('g'), press('i')], false)).toEqual([undefined, undefined, undefined]);
  });

  it('goes to the inbox with g then i, and forgets a g followed by anything else', () => {
    expect(actionsOf([press('g'), press('i')])).toEqual([undefined, 'goToInbox']);
    expect(actionsOf([press('g'), press('j'), press('i')])).toEqual([undefined, undefined, undefined]);
    // A g typed into a field in between does not leave a g waiting.
    expect(actionsOf([press('g'), press('i', { target: 'typing' }), press('i')])).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('leaves Enter to links and buttons, and the arrow keys to scrolling outside a list', () => {
    expect(actionsOf([press('Enter')])).toEqual(['open']);
    expect(
      actionsOf([press('Enter', { target: 'interactive' }), press('Enter', { target: 'list' })]),
    ).toEqual([undefined, undefined]);
    expect(actionsOf([press('ArrowDown'), press('ArrowUp', { target: 'interactive' })])).toEqual([
      undefined,
      undefined,
    ]);
    expect(actionsOf([press('ArrowDown', { target: 'list' }), press('ArrowUp', { target: 'list' })])).toEqual(
      ['next', 'previous'],
    );
  });
});

describe('the inquiries before and after the open one', () => {
  it('are its neighbours in the list, none past either end', () => {
    expect(neighboursOf(['a', 'b', 'c'], 'b', undefined)).toEqual({ previous: 'a', next: 'c', index: 1 });
    expect(neighboursOf(['a', 'b', 'c'], 'a', undefined)).toEqual({
      previous: undefined,
      next: 'b',
      index: 0,
    });
    expect(neighboursOf(['a', 'b'], 'x', undefined)).toEqual({
      previous: undefined,
      next: undefined,
      index: undefined,
    });
  });

  it('keep the place of one that just left the filtered list: next is the one that moved up', () => {
    expect(neighboursOf(['a', 'c', 'd'], 'b', 1)).toEqual({ previous: 'a', next: 'c', index: 1 });
  });
});
