import { describe, expect, it } from 'vitest';
import { DEFAULT_REPORT_PATH, loginUrlFor, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/brand/rank', '/brand/rank'],
    ['/brand/rank?platform=2&shopTypes=1&shopTypes=3', '/brand/rank?platform=2&shopTypes=1&shopTypes=3'],
    ['/monitor/brand/12#top', '/monitor/brand/12#top'],
  ])('follows the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });

  it.each([
    ['a protocol-relative host', '//evil.example'],
    ['a protocol-relative host with a path', '//evil.example/brand/rank'],
    ['an absolute https URL', 'https://evil.example/brand/rank'],
    ['an absolute URL without slashes', 'https:evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a backslash host', '/\\evil.example'],
    ['a tab inside the slashes', '/\t/evil.example'],
    ['a relative path without a slash', 'brand/rank'],
    ['an empty value', ''],
    ['the login page', '/login?redirectUrl=/brand/rank'],
    ['the register page', '/register'],
  ])('refuses %s', (_, input) => {
    expect(safeRedirect(input)).toBe(DEFAULT_REPORT_PATH);
  });

  it('refuses a missing value', () => {
    expect(safeRedirect(null)).toBe(DEFAULT_REPORT_PATH);
    expect(safeRedirect(undefined, '/x')).toBe('/x');
  });
});

describe('loginUrlFor', () => {
  it('carries the path and query, encoded', () => {
    expect(loginUrlFor('/brand/rank?platform=2')).toBe('/login?redirectUrl=%2Fbrand%2Frank%3Fplatform%3D2');
  });

  it('leaves the landing page out', () => {
    expect(loginUrlFor('/')).toBe('/login');
  });
});
