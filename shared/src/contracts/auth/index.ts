/**
 * Sign-in and password reset (`@itam/shared/contracts/auth`): their zod schemas and types.
 * The API validates with them; the organisation entry re-exports the password reset shapes
 * under the names it has always had.
 */
export * from './sign-in';
export * from './password-reset';
