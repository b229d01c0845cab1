// jest-only shim. light-my-request (behind fastify.inject) requires `cookie`,
// whose current major is ESM-only; jest's CommonJS runtime on Node 20 cannot
// require ESM, and the root jest config transforms only jose. cookie@1 is the
// CommonJS build of the same API (stringifySetCookie, parse...). Jest applies
// __mocks__ next to a project's node_modules automatically. Remove this file
// once the root jest config transforms `cookie` (esmOnly list).
module.exports = jest.requireActual('cookie');
