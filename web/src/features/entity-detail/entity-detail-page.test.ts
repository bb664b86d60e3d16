import { describe, expect, it } from 'vitest';
import { parseEntityId, parseEntityKind } from './entity-detail-page.tsx';

describe('parseEntityId', () => {
  it('reads a positive integer', () => {
    expect(parseEntityId('10028')).toBe(10028);
  });

  it.each(['0', '-1', '1.5', 'abc', '', '01', '12345678901'])('refuses %s', (raw) => {
    expect(parseEntityId(raw)).toBeNull();
  });

  it('refuses a missing id', () => {
    expect(parseEntityId(undefined)).toBeNull();
  });
});

describe('parseEntityKind', () => {
  it.each(['brand', 'shop', 'spu', 'anchor'])('reads %s', (raw) => {
    expect(parseEntityKind(raw)).toBe(raw);
  });

  it.each(['category', 'planet', 'toString', '__proto__', '', undefined])('refuses %s', (raw) => {
    expect(parseEntityKind(raw)).toBeNull();
  });
});
