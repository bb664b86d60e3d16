import { describe, expect, it } from 'vitest';
import { parseEntityId, parseKind, sectionAt, sectionFor, sectionsOf } from './profile-sections.ts';

describe('profile sections', () => {
  it('leaves out the tables that would list the entity itself', () => {
    expect(sectionsOf('shop')).not.toContain('shops');
    expect(sectionsOf('brand')).not.toContain('brands');
    expect(sectionsOf('spu')).toEqual(['overview', 'trend']);
    expect(sectionsOf('anchor')).toHaveLength(6);
  });

  it('opens the deep-linked section when the kind has it, else the first', () => {
    expect(sectionFor('brand', 'price')).toBe('price');
    expect(sectionFor('brand', 'brands')).toBe('overview');
    expect(sectionFor('spu', 'nonsense')).toBe('overview');
    expect(sectionAt('shop', 4)).toBe('brands');
    expect(sectionAt('spu', 3)).toBeNull();
  });

  it('reads the kind and id of the path strictly', () => {
    expect(parseKind('brand')).toBe('brand');
    expect(parseKind('team')).toBeNull();
    expect(parseKind(undefined)).toBeNull();
    expect(parseEntityId('10001')).toBe(10001);
    for (const bad of ['0', '-1', '1e3', '01', 'abc', '', undefined, '12345678901'])
      expect(parseEntityId(bad)).toBeNull();
  });
});
