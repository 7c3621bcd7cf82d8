import { describe, expect, it } from 'vitest';
import { drafts } from './drafts';

describe('drafts: work kept until the server has it', () => {
  it('round-trips JSON through localStorage (so a closed tab keeps it) and can be cleared', () => {
    drafts.write('comment:vid-1:new', { body: 'Hi <b>there</b> 🎉' });
    expect(window.localStorage.getItem('draft:comment:vid-1:new')).not.toBeNull();
    expect(drafts.read('comment:vid-1:new')).toEqual({ body: 'Hi <b>there</b> 🎉' });
    drafts.clear('comment:vid-1:new');
    expect(drafts.read('comment:vid-1:new')).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    window.localStorage.setItem('draft:x', '{not json');
    expect(drafts.read('x')).toBeNull();
  });

  it('clearAll (sign-out) removes every draft and nothing else', () => {
    drafts.write('personalise:create:101', { 1: 'Kim' });
    drafts.write('clip-order:1001', [2, 1]);
    window.localStorage.setItem('isAccount', 'true');
    drafts.clearAll();
    expect(drafts.read('personalise:create:101')).toBeNull();
    expect(drafts.read('clip-order:1001')).toBeNull();
    expect(window.localStorage.getItem('isAccount')).toBe('true');
  });
});
