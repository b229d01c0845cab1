/** The asset states' old address (the schemas import it); the contract: ./assets/states.ts. */
export * from './assets/states';
