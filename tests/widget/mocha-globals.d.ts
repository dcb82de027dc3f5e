// Globals provided by @web/test-runner's bundled Mocha (BDD interface) in *.browser.test.ts.
type MochaDone = () => void | Promise<void>;
declare function describe(title: string, fn: () => void): void;
declare function it(title: string, fn: MochaDone): void;
declare function before(fn: MochaDone): void;
declare function after(fn: MochaDone): void;
declare function beforeEach(fn: MochaDone): void;
declare function afterEach(fn: MochaDone): void;
