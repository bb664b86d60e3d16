import { describe, expect, it } from 'vitest';
import { changeText, defaultUpColour, directionClass, directionOf } from './direction.ts';

describe('up and down', () => {
  it('gives every change a sign and an arrow, and a dash when there is nothing to compare with', () => {
    expect(changeText(0.125, 'ratio', 'en')).toBe('▲ +12.5%');
    expect(changeText(-0.032, 'ratio', 'en')).toMatch(/^▼ [-−]3\.2%$/);
    expect(changeText(0, 'ratio', 'en')).toBe('0.0%');
    expect(changeText(0.0001, 'ratio', 'en')).toBe('0.0%');
    expect(directionOf(-0.0001)).toBe('flat');
    expect(changeText(null, 'ratio', 'en')).toBe('—');
    expect(changeText(3, 'rank', 'zh-CN')).toBe('▲ 3');
    expect(changeText(-2, 'rank', 'zh-CN')).toBe('▼ 2');
  });

  it('colours up red in zh-CN and green in English by default, and follows the setting', () => {
    expect(defaultUpColour('zh-CN')).toBe('red');
    expect(defaultUpColour('en')).toBe('green');
    expect(directionClass(directionOf(1), 'red')).toContain('rose');
    expect(directionClass(directionOf(-1), 'red')).toContain('emerald');
    expect(directionClass(directionOf(1), 'green')).toContain('emerald');
    expect(directionClass(directionOf(-1), 'green')).toContain('rose');
    expect(directionClass(directionOf(0), 'green')).toContain('slate');
    expect(directionOf(Number.NaN)).toBe('none');
  });
});
