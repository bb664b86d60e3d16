import { describe, expect, it } from 'vitest';
import { parseEntityId } from './brand-detail-page.tsx';

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
