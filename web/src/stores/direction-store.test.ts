import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n.ts';
import { currentUpColour, directionState, toggleUpColour, UP_COLOUR_KEY } from './direction-store.ts';

afterEach(() => {
  directionState.upColour = null;
  localStorage.clear();
  setLanguage('zh-CN');
});

describe('the up/down colour setting', () => {
  it('follows the language until the user chooses, then keeps the choice', () => {
    expect(currentUpColour()).toBe('red');
    setLanguage('en');
    expect(currentUpColour()).toBe('green');
    toggleUpColour();
    expect(currentUpColour()).toBe('red');
    expect(localStorage.getItem(UP_COLOUR_KEY)).toBe('red');
    setLanguage('zh-CN');
    expect(currentUpColour()).toBe('red');
    toggleUpColour();
    expect(currentUpColour()).toBe('green');
  });
});
