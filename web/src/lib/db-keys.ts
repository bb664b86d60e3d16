/** Which tree a cached list holds: the market category tree or the attribute-analysis tree. */
export type TreeKind = 'categoryList' | 'attr-categoryList';

/** `${platformId}categoryList` or `${platformId}attr-categoryList`. */
export const treeCacheId = (platform: number, kind: TreeKind) => `${platform}${kind}`;
