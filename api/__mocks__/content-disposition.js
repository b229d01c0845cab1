// jest-only shim, for the same reason as cookie.js: @fastify/static requires
// content-disposition@3 (ESM-only); content-disposition@2.0.1 is the CommonJS
// build of the same API (create, parse, format). Production is unaffected.
module.exports = jest.requireActual('content-disposition');
