import { describe, expect, it } from 'vitest';
import { errorMessage, errorStack, firstLine } from './error-message';

describe('errorMessage', () => {
  it("is an Error's message, without its name, and any other value as text", () => {
    expect(errorMessage(new TypeError('bad input'))).toBe('bad input');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(42)).toBe('42');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});

describe('errorStack', () => {
  it("is an Error's stack for a log, and any other value as text", () => {
    const error = new Error('disk full');
    expect(errorStack(error)).toBe(error.stack);
    expect(errorStack(error)).toContain('disk full');
    expect(errorStack('plain text')).toBe('plain text');
  });
});

describe('firstLine', () => {
  it('is the text up to its first line break, or all of it', () => {
    expect(firstLine('bad option\n    at parseArgs')).toBe('bad option');
    expect(firstLine('one line')).toBe('one line');
    expect(firstLine('')).toBe('');
  });
});
