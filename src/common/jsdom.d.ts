// jsdom's own types (@types/jsdom) bring the browser's DOM types into the server's whole program, where they
// replace Node's (ReadableStream, fetch). The server uses one constructor and its window, typed here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: unknown;
  }
}
