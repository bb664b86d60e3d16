// content-disposition 1.x ships no types (3.x does, but wants Node 22); the two functions used here.
declare module 'content-disposition' {
  interface Options {
    type?: string;
    /** an ISO-8859-1 name for filename=, or true to derive one, or false for none */
    fallback?: string | boolean;
  }
  interface ContentDisposition {
    type: string;
    parameters: Record<string, string>;
  }
  function contentDisposition(filename?: string, options?: Options): string;
  namespace contentDisposition {
    /** Strict (RFC 6266 / 8187): throws on a header it cannot read. */
    function parse(header: string): ContentDisposition;
  }
  export = contentDisposition;
}
