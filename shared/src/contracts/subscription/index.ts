/**
 * The subscription's wire (`@itam/shared/contracts/subscription`): the company's plan and
 * state, and its subscription orders (buying plans and devices, paying, shipping). The API
 * validates with these schemas; the marketing remote and the shell import the types.
 */
export * from './constants';
export * from './subscription-orders';
export * from './subscription';
