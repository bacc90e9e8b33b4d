import { describe, expect, it } from 'vitest';
import { keepPreviousOf } from './keep-previous-of';

const A = 'http://127.0.0.1:8080/v1';
const B = 'http://127.0.0.1:8399/v1';
const showcase = [A, 'account', 'resource', '0xcafe', '0xcafe::showcase::Showcase'];

describe('keepPreviousOf', () => {
  it('keeps the previous data of the same node and thing at another version', () => {
    const keep = keepPreviousOf(showcase);
    expect(keep('value at 10', { queryKey: [...showcase, '10'] })).toBe('value at 10');
    expect(keep('value at latest', { queryKey: [...showcase, 'latest'] })).toBe('value at latest');
  });

  it("never keeps another node's data, even for the same resource and version", () => {
    const keep = keepPreviousOf([B, 'account', 'resource', '0xcafe', '0xcafe::showcase::Showcase']);
    expect(keep('node A value', { queryKey: [...showcase, 'latest'] })).toBeUndefined();
  });

  it("never keeps another resource's data on the same node", () => {
    const keep = keepPreviousOf([A, 'account', 'resource', '0xcafe', '0xcafe::showcase::Clock']);
    expect(keep('Showcase value', { queryKey: [...showcase, 'latest'] })).toBeUndefined();
  });

  it('compares objects in keys by value (a memoised target is a new object after a remount)', () => {
    const keep = keepPreviousOf([A, 'timeline', { kind: 'resource', address: '0x1', resourceType: 't' }]);
    expect(keep('strip', { queryKey: [A, 'timeline', { resourceType: 't', address: '0x1', kind: 'resource' }, '5'] })).toBe('strip');
    expect(keep('strip', { queryKey: [A, 'timeline', { kind: 'resource', address: '0x2', resourceType: 't' }, '5'] })).toBeUndefined();
  });

  it('keeps nothing without a previous query, or from a shorter key', () => {
    expect(keepPreviousOf(showcase)('x', undefined)).toBeUndefined();
    expect(keepPreviousOf(showcase)('x', { queryKey: [A, 'account'] })).toBeUndefined();
  });
});
