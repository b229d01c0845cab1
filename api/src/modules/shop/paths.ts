/** The shop's paths as the server routes them: the contracts' paths under the API's `/api`. */
export const apiPath = (path: string): string => `/api${path}`;
