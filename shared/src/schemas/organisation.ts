/**
 * The organisation settings' schemas, declared once in `../contracts/organisation/`: this
 * entry keeps offering them to the code that imports them from `@itam/shared/schemas`.
 */
export * from '../contracts/organisation';
