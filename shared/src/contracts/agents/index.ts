/** The diagnostics wire: what the agent sends, and what the screens read and write. */
export * from './agent-wire';
export * from './paths';
export * from './computers';
export * from './jobs';
export * from './reviews';
export * from './settings';
