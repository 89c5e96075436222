// The web tests' environment: jsdom, plus the Fetch API's Request, which jsdom lacks and React Router's data routers
// build for every navigation (the console runs on one, main.tsx). It is Node's own Request; only the abort signal it
// carries is the page's (jsdom's), since Node's Request refuses a signal of another realm and the router listens to it
// as the page's. Node's AbortController cannot replace jsdom's: jsdom's addEventListener refuses Node's signals.
const { TestEnvironment } = require('jest-environment-jsdom');

class PageRequest extends Request {
  #signal;

  constructor(input, init = {}) {
    const { signal, ...rest } = init;
    super(input, rest);
    this.#signal = signal;
  }

  get signal() {
    return this.#signal ?? super.signal;
  }
}

class ConsoleEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, { Request: PageRequest, Response, Headers });
  }
}

module.exports = ConsoleEnvironment;
